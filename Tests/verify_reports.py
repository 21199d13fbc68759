#!/usr/bin/env python3
"""Checks barcheck's reports with real consumers, as CI systems and people read them.

- the result stream: every line valid against Conformance/schema/result-stream.schema.json (jsonschema);
- JUnit XML: read by junitparser, whose counts must equal the stream's; well-formed for xmllint; the strict
  flavour valid against Tests/Fixtures/junit-10-subset.xsd;
- HTML: loaded in headless Chromium (Debian's chromium, driven by Playwright through executable_path; no
  browser is downloaded) with no console errors and no network requests; filters, search and the URL hash
  work; hostile strings execute nothing; readable with JavaScript off; a screenshot is written;
- accessibility: axe-core (axe-playwright-python) finds no violation, in light and dark mode, on a failing run's
  report, a passing run's report, filmstrips and the compat page;
- a 10,000-case report: its size (must be under 10 MB) and time to interactive are printed.

Usage: python3 Tests/verify_reports.py [path/to/barcheck]   (default .build/debug/barcheck)
Writes its outputs under barcheck-reports/verification/ and ends with 'N passed, N failed'.
"""
import glob
import json
import os
import shutil
import subprocess
import sys
import time

from jsonschema import Draft202012Validator
from axe_playwright_python.sync_playwright import Axe
from junitparser import Error, Failure, JUnitXml, Skipped
from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/barcheck"))
OUT = os.path.join(ROOT, "barcheck-reports/verification")
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
passed = failed = 0


def check(condition, what):
    global passed, failed
    if condition:
        passed += 1
        print(f"  ok    {what}")
    else:
        failed += 1
        print(f"  FAIL  {what}")


def run(args, expect):
    result = subprocess.run([BINARY] + args, cwd=ROOT, capture_output=True, text=True, env={**os.environ, "NO_COLOR": "1"})
    check(result.returncode == expect, f"barcheck {' '.join(args[:3])}... exits {expect} (got {result.returncode})")
    return result


AXE = Axe()


def verify_accessibility(browser, path, what):
    """axe-core on a page, in light and dark mode, with every <details> open: any violation fails, listed."""
    for scheme in ("light", "dark"):
        context = browser.new_context(viewport={"width": 1200, "height": 1600}, color_scheme=scheme)
        page = context.new_page()
        page.goto("file://" + path)
        page.evaluate("document.querySelectorAll('details').forEach(function (d) { d.open = true; })")
        violations = AXE.run(page).response["violations"]
        listed = [f"{v['id']} ({v['impact']}, {len(v['nodes'])} nodes: {', '.join(' '.join(n['target']) for n in v['nodes'][:2])})"
                  for v in violations]
        check(not violations, f"axe-core: no violations on {what} ({scheme})" + (f": {'; '.join(listed)}" if listed else ""))
        context.close()


def read_stream(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def verify_stream(lines):
    with open(os.path.join(ROOT, "Conformance/schema/result-stream.schema.json")) as f:
        validator = Draft202012Validator(json.load(f))
    problems = [f"line {i + 1}: {e.message}" for i, line in enumerate(lines) for e in validator.iter_errors(line)]
    check(not problems, "every result stream line is valid against result-stream.schema.json" + (f" ({problems[0]})" if problems else ""))
    check(lines[0]["type"] == "header" and lines[-1]["type"] == "footer", "the stream has a header and a footer")
    return lines[-1]


def verify_junit(path, footer, strict_path):
    counts = footer["counts"]
    xml = JUnitXml.fromfile(path)
    tests = failures = errors = skipped = 0
    for suite in xml:
        suite_cases = list(suite)
        s_fail = sum(1 for c in suite_cases for r in c.result if isinstance(r, Failure))
        s_err = sum(1 for c in suite_cases for r in c.result if isinstance(r, Error))
        s_skip = sum(1 for c in suite_cases for r in c.result if isinstance(r, Skipped))
        if (suite.tests, suite.failures, suite.errors, suite.skipped) != (len(suite_cases), s_fail, s_err, s_skip):
            check(False, f"junitparser: suite {suite.name} attributes match its test cases")
        tests += len(suite_cases)
        failures += s_fail
        errors += s_err
        skipped += s_skip
    # Files that could not be loaded are errored test cases of their own: one per named file, one for the rest.
    unloaded = footer.get("unloaded", {"count": 0, "files": []})
    load_errors = len(unloaded["files"]) + (1 if unloaded["count"] > len(unloaded["files"]) else 0)
    check(tests == footer["cases"] + load_errors, f"junitparser reads {tests} test cases, the stream has {footer['cases']} and {load_errors} load errors")
    check(failures == counts["fail"], f"junitparser failures {failures} == stream fail {counts['fail']}")
    check(errors == counts["error"] + counts["crash"] + counts["timeout"] + load_errors, f"junitparser errors {errors} == stream error+crash+timeout+load errors")
    check(skipped == counts["skip"] + counts["n/a"] + counts.get("xfail", 0), f"junitparser skipped {skipped} == stream skip+n/a+xfail")
    check((xml.tests, xml.failures, xml.errors) == (tests, failures, errors), "junitparser: <testsuites> totals add up")
    for suite in xml:
        for case in suite:
            for r in case.result:
                if isinstance(r, Failure):
                    check(r.text.startswith(r.message), f"failure body of {case.name} starts with its message")
                    break
            else:
                continue
            break
        else:
            continue
        break
    check(subprocess.run(["xmllint", "--noout", path]).returncode == 0, "xmllint: the JUnit file is well-formed")
    schema = os.path.join(ROOT, "Tests/Fixtures/junit-10-subset.xsd")
    result = subprocess.run(["xmllint", "--noout", "--schema", schema, strict_path], capture_output=True, text=True)
    check(result.returncode == 0, "xmllint: the strict flavour is valid against junit-10-subset.xsd" + ("" if result.returncode == 0 else f" ({result.stderr.strip()[:200]})"))


def verify_html(browser, path, expected_cases):
    url = "file://" + path
    context = browser.new_context(viewport={"width": 1200, "height": 1600})
    page = context.new_page()
    errors, requests, dialogs = [], [], []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("request", lambda r: requests.append(r.url) if r.url.split("#")[0] != url else None)
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(url)
    page.wait_for_selector("body[data-ready]", timeout=15000)
    shown = page.locator("#shown")
    check(not errors, "no console errors" + (f": {errors[:2]}" if errors else ""))
    check(not requests, "no network requests" + (f": {requests[:2]}" if requests else ""))
    check(shown.inner_text() == f"{expected_cases} of {expected_cases} cases shown", f"all {expected_cases} cases shown at first")
    check(page.title() != "pwned" and not dialogs and page.evaluate("document.title").startswith("barcheck"), "hostile strings executed nothing")
    check(page.locator("details[data-outcome=fail][open]").count() == page.locator("details[data-outcome=fail]").count() > 0, "failures are open")
    check(page.locator("details[data-outcome=pass][open]").count() == 0, "passes are collapsed")
    page.locator("button[data-outcome=fail]").click()
    check(shown.inner_text().startswith(f"{expected_cases - page.locator('details[data-outcome=fail]').count()} of"), "the fail filter hides failures")
    check("hide=fail" in page.evaluate("location.hash"), "the filter state is in the URL hash")
    page.locator("button[data-outcome=fail]").click()
    page.locator("#q").fill("wrong-style")
    check(shown.inner_text() == f"1 of {expected_cases} cases shown", "search narrows to one case")
    case = page.locator("details[data-outcome=fail]:not([hidden])").first
    bars = case.locator("svg.bar[role=img]")
    labels = [bars.nth(i).get_attribute("aria-label") for i in range(bars.count())]
    check(bars.count() >= 2 and all(bars.nth(i).bounding_box()["width"] >= 100 for i in range(bars.count())),
          "a failing case draws its status bars, expected and observed")
    check(any(l.startswith("expected status bar:") for l in labels) and any(l.startswith("observed status bar:") for l in labels)
          and len(set(l.split(":", 1)[1] for l in labels)) >= 2, f"the drawn bars show the difference: {labels[:2]}")
    check("Why barcheck expected this: swift run barcheck explain" in case.inner_text(), "a failing case gives the explain command")
    case.screenshot(path=os.path.join(OUT, "failing-case.png"))
    page.screenshot(path=os.path.join(OUT, "screenshot.png"), full_page=False)
    page.emulate_media(color_scheme="dark")
    page.screenshot(path=os.path.join(OUT, "screenshot-dark.png"), full_page=False)
    page.emulate_media(color_scheme="light")
    page.goto(url + "#hide=pass&q=hostile")
    page.reload()
    page.wait_for_selector("body[data-ready]")
    check(page.locator("#q").input_value() == "hostile" and shown.inner_text() == f"1 of {expected_cases} cases shown", "the URL hash restores filter and search")
    check(page.locator("button[data-outcome=pass]").get_attribute("aria-pressed") == "false", "the hash restores the pass filter")
    context.close()
    static = browser.new_context(java_script_enabled=False)
    page = static.new_page()
    page.goto(url)
    check(page.locator("#controls").is_hidden() and page.locator("details.case").count() == expected_cases, "readable with scripts off: every case, no dead controls")
    check(page.locator("table.counts").is_visible(), "readable with scripts off: the counts table")
    static.close()


def open_filmstrip(browser, case_path, name):
    """Writes the filmstrip of a case, opens it at 1200 pixels wide and checks it loads cleanly; returns (page, path)."""
    film = os.path.join(OUT, f"filmstrip-{name}.html")
    run(["explain", case_path, "--html", film], 0)
    page = browser.new_page(viewport={"width": 1200, "height": 1400})
    errors = []
    page.on("console", lambda m: errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto("file://" + film)
    check(not errors, f"the {name} filmstrip loads without console errors (its CSP allows its style)" + (f": {errors[:2]}" if errors else ""))
    return page, film


def box(locator):
    """The bounding box of the first element a locator finds; an empty box when there is none."""
    found = locator.first.bounding_box() if locator.count() else None
    return found or {"x": 0, "y": 0, "width": 0, "height": 0}


def screen_fill(frame, part):
    """The fill of a named part of a frame's drawn screen (behind, content, presenter, card, clock), or None."""
    found = frame.locator(f"svg.screen .{part}")
    return found.first.get_attribute("fill") if found.count() else None


def verify_filmstrips(browser):
    # An app scenario: a tab bar, a navigation bar, a stale bar over a dark background, an overlay window.
    page, film = open_filmstrip(browser, "Examples/scenarios/profile-screen.json", "profile")
    frames = page.locator("li.frame")
    check(frames.count() == 6 and all(frames.nth(i).locator("svg.screen[role=img]").count() == 1 for i in range(frames.count())),
          "one frame a step, each with its screen drawn")
    check(page.evaluate("getComputedStyle(document.querySelector('li.frame')).borderTopStyle") == "solid", "the stylesheet applied")
    screen = box(frames.first.locator("svg.screen"))
    clock = box(frames.first.locator("svg.screen .clock"))
    check(screen["width"] >= 200 and clock["height"] >= 12,
          f"the screen is large enough to read at 1200 px ({screen['width']:.0f} px wide, clock {clock['height']:.0f} px high)")
    check(screen_fill(frames.nth(0), "behind") == "#FFFFFF" and "navigation bar" in frames.nth(0).locator("figcaption").inner_text(),
          "step 1 draws the white navigation bar of the first tab behind the bar")
    check(screen_fill(frames.nth(2), "behind") == "#202020" and screen_fill(frames.nth(2), "clock") == "#000000"
          and frames.nth(2).locator("svg.screen .illegible").count() == 1,
          "step 3 (stale) draws the black clock over the new #202020 background, marked illegible")
    check(screen_fill(frames.nth(3), "behind") == "#1C1C1E" and "overlay" in frames.nth(3).locator("figcaption").inner_text(),
          "step 4 draws the toast window's #1C1C1E overlay behind the bar")
    findings = frames.nth(2).locator("ul.findings").inner_text()
    check("S19" in findings and "proven: with this change step 3 is up to date" in findings,
          "step 3 lists lint's stale finding with its proven fix")
    check(frames.nth(1).locator("ul.findings").count() == 0, "a step without findings lists none")
    marks = frames.nth(1).locator(".controllers li:has(code.owner)").all_inner_texts()
    check(any("profile" in m and "style owner" in m and "hidden owner" in m for m in marks),
          f"the controller tree marks the owners in words ({marks[:2]})")
    page.screenshot(path=os.path.join(OUT, "filmstrip.png"), full_page=True)
    page.close()
    verify_accessibility(browser, film, "the filmstrip of an app scenario")
    # A dark overlay under black content: the overlay's colour is drawn behind the bar, not a neutral grey.
    page, film = open_filmstrip(browser, "Conformance/cases/legibility/dark-overlay-dark-content.json", "overlay")
    frame = page.locator("li.frame").first
    check(screen_fill(frame, "behind") == "#1C1C1E" and screen_fill(frame, "clock") == "#000000",
          f"the overlay case draws black content over the #1C1C1E overlay (behind {screen_fill(frame, 'behind')}, clock {screen_fill(frame, 'clock')})")
    check(frame.locator("svg.screen .illegible").count() == 1 and "illegible" in frame.locator("figcaption").inner_text()
          and "illegible" in frame.locator("svg.screen").get_attribute("aria-label"), "illegible content is marked, drawn and in words")
    if frame.locator("figure.screen").count():
        frame.locator("figure.screen").screenshot(path=os.path.join(OUT, "filmstrip-overlay.png"))
    page.close()
    verify_accessibility(browser, film, "the filmstrip of a dark overlay")
    # A sheet card: the black backdrop behind the bar, the presenter pushed back, the card below the bar.
    page, film = open_filmstrip(browser, "Conformance/cases/legibility/sheet-card-shows-black.json", "card")
    frames = page.locator("li.frame")
    card = frames.nth(1)
    check(frames.nth(0).locator("svg.screen .card").count() == 0 and card.locator("svg.screen .card").count() == 1,
          "the sheet card is drawn at the step that presents it only")
    check(screen_fill(card, "behind") == "#000000" and screen_fill(card, "presenter") == "#FFFFFF" and screen_fill(card, "card") == "#FFFFFF"
          and screen_fill(card, "clock") == "#FFFFFF", "the card step draws white content over the black backdrop, the white presenter pushed back")
    clock = box(card.locator("svg.screen .clock"))
    check(box(card.locator("svg.screen .card"))["y"] > clock["y"] + clock["height"] > 0, "the card is drawn below the status bar")
    check(any("sheet card" in m for m in card.locator(".controllers li").all_inner_texts()), "the tree marks the card")
    if card.locator("figure.screen").count():
        card.locator("figure.screen").screenshot(path=os.path.join(OUT, "filmstrip-card.png"))
    page.close()
    verify_accessibility(browser, film, "the filmstrip of a sheet card")
    # Hostile ids and titles: text, never markup.
    film = os.path.join(OUT, "filmstrip-hostile.html")
    run(["explain", "Tests/Fixtures/report-suite/hostile-strings.json", "--html", film], 1)
    page = browser.new_page(viewport={"width": 1200, "height": 1400})
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto("file://" + film)
    check(page.title() != "pwned" and not dialogs and page.locator("script, img").count() == 0
          and "</script><script>" in page.locator(".controllers").first.inner_text(), "hostile strings in a filmstrip are shown as text and execute nothing")
    page.close()


def large_report(browser):
    suite = os.path.join(OUT, "large-suite")
    shutil.rmtree(suite, ignore_errors=True)
    os.makedirs(suite)
    cases = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Conformance/cases/*/*.json"))):
        with open(path) as f:
            cases.append(json.load(f))
    # Exactly 10,000 cases (copies of the bundled suite, the last one cut short), whatever the suite's size.
    copies = (10000 + len(cases) - 1) // len(cases)
    total = 0
    for k in range(copies):
        batch = []
        for case in cases[: 10000 - total]:
            copy = dict(case)
            copy.pop("$schema", None)
            copy["id"] = f"{case['id']}-{k}"
            batch.append(copy)
        total += len(batch)
        with open(os.path.join(suite, f"copy{k}.json"), "w") as f:
            json.dump(batch, f)
    reports = os.path.join(OUT, "large")
    run(["run", suite, "--reports", reports], 0)
    html = os.path.join(reports, "report.html")
    size = os.path.getsize(html)
    check(size < 10 * 1024 * 1024, f"a {total}-case HTML report is under 10 MB ({size / 1024 / 1024:.1f} MB)")
    page = browser.new_page()
    start = time.time()
    page.goto("file://" + html)
    page.wait_for_selector("body[data-ready]", timeout=60000)
    wall = time.time() - start
    ready = int(page.locator("body").get_attribute("data-ready-ms"))
    print(f"  info  {total}-case report: {size / 1024 / 1024:.2f} MB, interactive after {ready} ms (page clock), {wall:.2f} s wall")
    page.close()
    shutil.rmtree(suite, ignore_errors=True)


def main():
    shutil.rmtree(OUT, ignore_errors=True)
    os.makedirs(OUT)
    print("report fixture (failures, hostile strings, control characters):")
    reports = os.path.join(OUT, "fixture")
    run(["run", "Tests/Fixtures/report-suite", "--reports", reports], 1)
    strict = os.path.join(reports, "junit-strict.xml")
    run(["report", os.path.join(reports, "results.jsonl"), "--junit", strict, "--junit-flavor", "strict"], 1)
    footer = verify_stream(read_stream(os.path.join(reports, "results.jsonl")))
    verify_junit(os.path.join(reports, "junit.xml"), footer, strict)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        verify_html(browser, os.path.join(reports, "report.html"), footer["cases"])
        verify_accessibility(browser, os.path.join(reports, "report.html"), "the fixture's report (failures, hostile strings)")
        print("a failing run (the Python example resolver, three families: passes, failures and skips):")
        failing = os.path.join(OUT, "failing")
        # Three families, not the suite: axe-core takes minutes over the whole run's 180 open failures, and these
        # hold every kind of element the report draws (owner marks expected and observed, traces, skips).
        run(["run", "Conformance/cases/appearance", "Conformance/cases/application", "Conformance/cases/launch",
             "--resolver", "exec:python3 Examples/python-resolver/style_stack_resolver.py", "--reports", failing], 1)
        verify_accessibility(browser, os.path.join(failing, "report.html"), "a failing run's report")
        print("bundled suite:")
        bundled = os.path.join(OUT, "bundled")
        run(["run", "--reports", bundled], 0)
        bundled_footer = verify_stream(read_stream(os.path.join(bundled, "results.jsonl")))
        bundled_strict = os.path.join(bundled, "junit-strict.xml")
        run(["report", os.path.join(bundled, "results.jsonl"), "--junit", bundled_strict, "--junit-flavor", "strict"], 0)
        verify_junit(os.path.join(bundled, "junit.xml"), bundled_footer, bundled_strict)
        verify_accessibility(browser, os.path.join(bundled, "report.html"), "a passing run's report")
        print("explain --html (filmstrips: an app scenario, a dark overlay, a sheet card):")
        verify_filmstrips(browser)
        print("compat page (the case matrix's filters, no script):")
        compat = os.path.join(OUT, "compat")
        run(["compat", "--resolver", "reference", "--resolver", "exec:python3 Examples/python-resolver/style_stack_resolver.py",
             "--out", compat], 0)
        page = browser.new_page(viewport={"width": 1100, "height": 900})
        compat_errors = []
        page.on("console", lambda m: compat_errors.append(m.text))
        page.on("pageerror", lambda e: compat_errors.append(str(e)))
        page.goto("file://" + os.path.join(compat, "compat.html"))
        check(not compat_errors, "the compat page loads without console errors (its CSP allows its style)"
              + (f": {compat_errors[:2]}" if compat_errors else ""))
        rows = page.locator("#cases tbody tr:not(.family)")
        every = rows.count()
        visible = lambda: page.locator("#cases tbody tr:not(.family):visible").count()
        check(visible() == every and every > 200, f"every case row is shown at first ({every})")
        families = page.locator(".filters input[name=family]")
        page.check("#ff1")
        family = page.locator("label:has(#ff1)").inner_text().strip()
        shown = page.locator("#cases tbody tr:not(.family):visible code").all_inner_texts()
        check(shown and all(text.startswith(family + ".") for text in shown),
              f"a family filter shows that family's cases only ({len(shown)} of {family}, {families.count() - 1} families)")
        page.check("#fo-split")
        split = page.locator("#cases tbody tr:not(.family):visible")
        check(all("pass" in split.nth(i).inner_text() and "fail" in split.nth(i).inner_text() for i in range(split.count())),
              f"'the resolvers disagree' leaves rows with a pass and a fail ({split.count()})")
        page.check("#ff-all")
        page.check("#fo-all")
        page.check("#fl-must")
        levels = page.locator("#cases tbody tr:not(.family):visible td:nth-child(2)").all_inner_texts()
        check(levels and set(levels) == {"must"}, f"the level filter shows must cases only ({len(levels)})")
        page.screenshot(path=os.path.join(OUT, "compat.png"))
        page.close()
        verify_accessibility(browser, os.path.join(compat, "compat.html"), "the compat page")
        print("10,000 cases:")
        large_report(browser)
        browser.close()
    print(f"screenshot: {os.path.relpath(os.path.join(OUT, 'screenshot.png'), ROOT)}")
    print(f"reports: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


main()
