/*
 * A deliberately naive barcheck resolver: "the topmost visible controller decides".
 *
 * It follows pushes, pops, presentations, dismissals and tab selection, and then lets the controller
 * on top (the deepest presentation, else the top of the visible stack) decide, with its own
 * preferredStatusBarStyle (anything but lightContent reads as black) and prefersStatusBarHidden.
 * It ignores navigation bars, containers' forwarding, presentation styles and capture flags,
 * appearance, windows, rotation and missing update calls, so it fails real cases (see README.md).
 */
#include <stdlib.h>
#include <string.h>
#include <json-c/json.h>
#include "naive_resolver.h"

static const char *copy_string(json_object *object) {
  const char *text = json_object_to_json_string_ext(object, JSON_C_TO_STRING_PLAIN);
  char *copy = strdup(text);
  json_object_put(object);
  return copy;
}

static const char *field(json_object *object, const char *key) {
  json_object *value = NULL;
  if (object && json_object_object_get_ex(object, key, &value) && json_object_is_type(value, json_type_string)) {
    return json_object_get_string(value);
  }
  return NULL;
}

static json_object *children(json_object *controller) {
  json_object *list = NULL;
  if (json_object_object_get_ex(controller, "viewControllers", &list)) return list;
  if (json_object_object_get_ex(controller, "children", &list)) return list;
  return NULL;
}

/* Finds a controller by id in a subtree, through children and presentations. */
static json_object *find(json_object *controller, const char *id) {
  if (!controller) return NULL;
  const char *own = field(controller, "id");
  if (own && strcmp(own, id) == 0) return controller;
  json_object *list = children(controller);
  for (size_t i = 0; list && i < json_object_array_length(list); i++) {
    json_object *found = find(json_object_array_get_idx(list, i), id);
    if (found) return found;
  }
  json_object *presented = NULL;
  if (json_object_object_get_ex(controller, "presented", &presented)) return find(presented, id);
  return NULL;
}

/* The controller that presented `target`, searching from `controller`. */
static json_object *presenter_of(json_object *controller, json_object *target) {
  if (!controller) return NULL;
  json_object *presented = NULL;
  if (json_object_object_get_ex(controller, "presented", &presented)) {
    if (presented == target) return controller;
    json_object *found = presenter_of(presented, target);
    if (found) return found;
  }
  json_object *list = children(controller);
  for (size_t i = 0; list && i < json_object_array_length(list); i++) {
    json_object *found = presenter_of(json_object_array_get_idx(list, i), target);
    if (found) return found;
  }
  return NULL;
}

/* The topmost visible controller: follow presentations first, then the visible child. */
static json_object *topmost(json_object *controller) {
  for (;;) {
    json_object *presented = NULL;
    if (json_object_object_get_ex(controller, "presented", &presented)) {
      controller = presented;
      continue;
    }
    json_object *list = children(controller);
    if (!list || json_object_array_length(list) == 0) return controller;
    const char *kind = field(controller, "kind");
    size_t index = 0;
    if (kind && strcmp(kind, "navigation") == 0) {
      index = json_object_array_length(list) - 1;
    } else if (kind && strcmp(kind, "tabBar") == 0) {
      json_object *selected = NULL;
      if (json_object_object_get_ex(controller, "selectedIndex", &selected)) index = (size_t)json_object_get_int(selected);
      if (index >= json_object_array_length(list)) index = 0;
    }
    controller = json_object_array_get_idx(list, index);
  }
}

static void apply(json_object *root, json_object *step) {
  const char *event = field(step, "event");
  if (!event) return;
  json_object *value = NULL;
  if (strcmp(event, "push") == 0) {
    json_object *nav = find(root, field(step, "navigationController"));
    if (nav && json_object_object_get_ex(step, "viewController", &value)) {
      json_object_array_add(children(nav), json_object_get(value));
    }
  } else if (strcmp(event, "pop") == 0 || strcmp(event, "popToRoot") == 0) {
    json_object *nav = find(root, field(step, "navigationController"));
    json_object *list = nav ? children(nav) : NULL;
    if (list && json_object_array_length(list) > 1) {
      size_t keep = strcmp(event, "pop") == 0 ? json_object_array_length(list) - 1 : 1;
      json_object_array_del_idx(list, keep, json_object_array_length(list) - keep);
    }
  } else if (strcmp(event, "present") == 0) {
    json_object *presenter = find(root, field(step, "presenter"));
    while (presenter && json_object_object_get_ex(presenter, "presented", &value)) presenter = value;
    if (presenter && json_object_object_get_ex(step, "viewController", &value)) {
      json_object_object_add(presenter, "presented", json_object_get(value));
    }
  } else if (strcmp(event, "dismiss") == 0) {
    json_object *target = find(root, field(step, "viewController"));
    if (target && json_object_object_get_ex(target, "presented", &value)) {
      json_object_object_del(target, "presented");
    } else if (target) {
      json_object *presenter = presenter_of(root, target);
      if (presenter) json_object_object_del(presenter, "presented");
    }
  } else if (strcmp(event, "selectTab") == 0) {
    json_object *tabs = find(root, field(step, "tabBarController"));
    if (tabs && json_object_object_get_ex(step, "index", &value)) {
      json_object_object_add(tabs, "selectedIndex", json_object_new_int(json_object_get_int(value)));
    }
  } else if (strcmp(event, "set") == 0) {
    json_object *target = find(root, field(step, "viewController"));
    json_object *properties = NULL;
    if (target && json_object_object_get_ex(step, "properties", &properties)) {
      json_object_object_foreach(properties, key, property) {
        if (strcmp(key, "preferredStatusBarStyle") == 0 || strcmp(key, "prefersStatusBarHidden") == 0) {
          json_object_object_add(target, key, json_object_get(property));
        }
      }
    }
  }
}

/* The answer's text, written as it is built: building json-c objects for it and then serialising them was a third of
 * this resolver's time a request. */
typedef struct {
  char *text;
  size_t length;
  size_t capacity;
  int failed;
} answer_text;

static void append(answer_text *out, const char *bytes, size_t count) {
  if (out->failed) return;
  if (out->length + count + 1 > out->capacity) {
    size_t capacity = out->capacity ? out->capacity : 256;
    while (out->length + count + 1 > capacity) capacity *= 2;
    char *grown = realloc(out->text, capacity);
    if (!grown) {
      out->failed = 1;
      return;
    }
    out->text = grown;
    out->capacity = capacity;
  }
  memcpy(out->text + out->length, bytes, count);
  out->length += count;
  out->text[out->length] = '\0';
}

#define APPEND_LITERAL(out, literal) append((out), (literal), sizeof(literal) - 1)

/* A JSON string literal: the quote, the backslash and control characters escaped, every other byte as it is. */
static void append_quoted(answer_text *out, const char *text) {
  static const char hex[] = "0123456789abcdef";
  APPEND_LITERAL(out, "\"");
  const char *run = text;
  for (const char *at = text; *at; at++) {
    unsigned char byte = (unsigned char)*at;
    if (byte >= 0x20 && byte != '"' && byte != '\\') continue;
    append(out, run, (size_t)(at - run));
    if (byte == '"' || byte == '\\') {
      char escaped[2] = {'\\', (char)byte};
      append(out, escaped, 2);
    } else {
      char escaped[6] = {'\\', 'u', '0', '0', hex[byte >> 4], hex[byte & 0x0F]};
      append(out, escaped, 6);
    }
    run = at + 1;
  }
  append(out, run, strlen(run));
  APPEND_LITERAL(out, "\"");
}

/* One observation: what the topmost visible controller prefers, and that it decides. */
static void observe(json_object *root, answer_text *out) {
  json_object *top = topmost(root);
  const char *id = field(top, "id");
  const char *style = field(top, "preferredStatusBarStyle");
  json_object *hidden = NULL;
  int is_hidden = json_object_object_get_ex(top, "prefersStatusBarHidden", &hidden) && json_object_get_boolean(hidden);
  if (style && strcmp(style, "lightContent") == 0) {
    APPEND_LITERAL(out, "{\"style\":\"lightContent\"");
  } else {
    APPEND_LITERAL(out, "{\"style\":\"darkContent\"");
  }
  if (is_hidden) {
    APPEND_LITERAL(out, ",\"hidden\":true,\"styleOwner\":");
  } else {
    APPEND_LITERAL(out, ",\"hidden\":false,\"styleOwner\":");
  }
  append_quoted(out, id ? id : "");
  APPEND_LITERAL(out, ",\"hiddenOwner\":");
  append_quoted(out, id ? id : "");
  APPEND_LITERAL(out, ",\"animation\":\"none\"}");
}

const char *barcheck_hello(const char *request) {
  (void)request;
  json_object *hello = json_object_new_object();
  json_object_object_add(hello, "type", json_object_new_string("hello"));
  json_object_object_add(hello, "protocol", json_object_new_int(BARCHECK_PLUGIN_PROTOCOL));
  json_object_object_add(hello, "name", json_object_new_string("naive-c"));
  json_object_object_add(hello, "version", json_object_new_string("1.0.0"));
  json_object_object_add(hello, "language", json_object_new_string("C"));
  json_object_object_add(hello, "homepage", json_object_new_string("Examples/c-resolver/README.md"));
  json_object *capabilities = json_object_new_object();
  json_object *profiles = json_object_new_array();
  json_object_array_add(profiles, json_object_new_string("classic"));
  json_object_array_add(profiles, json_object_new_string("glass"));
  json_object_object_add(capabilities, "profiles", profiles);
  json_object_object_add(capabilities, "legibility", json_object_new_boolean(0));
  json_object_object_add(capabilities, "maxInFlight", json_object_new_int(1));
  /* It never explains its decisions: a case it fails is not sent again to ask for a trace. */
  json_object_object_add(capabilities, "traces", json_object_new_boolean(0));
  json_object_object_add(hello, "capabilities", capabilities);
  return copy_string(hello);
}

/* Parses a request with one tokener, kept from call to call (and for the life of the process): json_tokener_parse
 * makes and frees a new one each time, about a tenth of this resolver's time a request. The plugin ABI makes one
 * call at a time, and the program is single-threaded, so one tokener serves every call. Returns NULL when the
 * request is not JSON, as json_tokener_parse does. */
static json_object *parse(const char *request) {
  static json_tokener *tokener = NULL;
  if (tokener == NULL && (tokener = json_tokener_new()) == NULL) return NULL;
  json_tokener_reset(tokener);
  json_object *message = json_tokener_parse_ex(tokener, request, -1);
  if (json_tokener_get_error(tokener) != json_tokener_success) {
    json_object_put(message);
    return NULL;
  }
  return message;
}

const char *barcheck_run(const char *request) {
  json_object *message = parse(request);
  json_object *id = NULL;
  json_object *test_case = NULL;
  json_object *windows = NULL;
  json_object *steps = NULL;
  answer_text out = {NULL, 0, 0, 0};
  APPEND_LITERAL(&out, "{\"id\":");
  if (message && json_object_object_get_ex(message, "id", &id) && id != NULL) {
    /* The id as it came (json-c writes it back as JSON text), so the runner matches the answer to its request. A null
     * id (json-c's NULL) is answered as a missing one is, with "". */
    const char *text = json_object_to_json_string_ext(id, JSON_C_TO_STRING_PLAIN);
    if (text) {
      append(&out, text, strlen(text));
    } else {
      out.failed = 1;
    }
  } else {
    APPEND_LITERAL(&out, "\"\"");
  }
  if (!message || !json_object_object_get_ex(message, "case", &test_case) || !json_object_object_get_ex(test_case, "windows", &windows) ||
      !json_object_object_get_ex(test_case, "steps", &steps) || json_object_array_length(windows) == 0) {
    APPEND_LITERAL(&out, ",\"type\":\"error\",\"message\":\"the request has no case with windows and steps\"}");
  } else {
    /* The naive model: the last declared visible window decides, whatever the levels. */
    json_object *root = NULL;
    for (size_t i = 0; i < json_object_array_length(windows); i++) {
      json_object *window = json_object_array_get_idx(windows, i);
      json_object *visible = NULL;
      if (json_object_object_get_ex(window, "visible", &visible) && !json_object_get_boolean(visible)) continue;
      json_object_object_get_ex(window, "root", &root);
    }
    if (!root) json_object_object_get_ex(json_object_array_get_idx(windows, 0), "root", &root);
    APPEND_LITERAL(&out, ",\"type\":\"result\",\"observations\":[");
    for (size_t i = 0; i < json_object_array_length(steps); i++) {
      if (i > 0) APPEND_LITERAL(&out, ",");
      apply(root, json_object_array_get_idx(steps, i));
      observe(root, &out);
    }
    APPEND_LITERAL(&out, "]}");
  }
  if (message) json_object_put(message);
  if (out.failed) {
    free(out.text);
    return NULL;
  }
  return out.text;
}

void barcheck_free(const char *response) { free((void *)response); }
