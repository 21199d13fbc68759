/*
 * barcheck_plugin.h: the C ABI of a barcheck resolver plugin (protocol v1).
 *
 * A plugin is a shared library that answers the same JSON messages a subprocess resolver reads and
 * writes on stdin/stdout (see Docs/protocol.md), passed as NUL-terminated UTF-8 strings:
 *
 *   barcheck run --resolver plugin:./libmyresolver.so            load it into the runner (dlopen)
 *   barcheck run --resolver plugin:./libmyresolver.so --isolate  load it in a child process, so a
 *                                                                 crash is a `crash` outcome, not the end
 *
 * Export these three functions with C linkage. barcheck calls them from one thread at a time.
 */
#ifndef BARCHECK_PLUGIN_H
#define BARCHECK_PLUGIN_H

#ifdef __cplusplus
extern "C" {
#endif

/* The protocol version this header describes. */
#define BARCHECK_PLUGIN_PROTOCOL 1

/*
 * Answers the runner's hello.
 *   request: {"type":"hello","protocol":1,"runner":{...},"suite":{"name":...,"version":...,"hash":...}}
 *   returns: {"type":"hello","protocol":1,"name":...,"version":...,"language":...,"homepage":...,
 *             "capabilities":{"profiles":[...],"events":[...],"legibility":false,"maxInFlight":1,"traces":true}}
 * Every capability is optional (Docs/protocol.md, "Capabilities"). "traces":false declares that the plugin
 * never explains its decisions: a case it fails is then sent once, not again with "trace":true.
 * The returned string belongs to the plugin until barcheck passes it to barcheck_free.
 * Return NULL only on a fatal error: barcheck then reports every case as a crash.
 */
const char *barcheck_hello(const char *request);

/*
 * Resolves one case.
 *   request: {"type":"run","id":"c1","trace":true,"case":{...a case in format v1, without expect...}}
 *   returns: {"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,
 *             "styleOwner":"list","hiddenOwner":"list","animation":"none"}, ...one per step]}
 *         or {"type":"skip","id":"c1","reason":"...","link":"https://..."}
 *         or {"type":"error","id":"c1","message":"..."}
 * A NULL return or a malformed answer is recorded as an `error` outcome for that case.
 */
const char *barcheck_run(const char *request);

/* Frees a string returned by barcheck_hello or barcheck_run. */
void barcheck_free(const char *response);

/* The protocol version the SDK was built with (BARCHECK_PLUGIN_PROTOCOL). */
int barcheck_plugin_sdk_protocol(void);

#ifdef __cplusplus
}
#endif

#endif
