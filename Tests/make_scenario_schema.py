#!/usr/bin/env python3
"""Writes Conformance/schema/scenario.schema.json from the case schema: the same vocabulary, without a suite case's
metadata, with the scenario-only keys (the SwiftUI views, app, want, update, acknowledge) and a description on every
key, so that an editor given `"$schema": "../../Conformance/schema/scenario.schema.json"` completes and explains it.

`--check` fails when the committed file differs from what this script writes (the test run calls it that way), so the
scenario schema cannot drift from the case schema.
"""
import copy
import json
import os
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
case_path = os.path.join(root, "Conformance/schema/case.schema.json")
out_path = os.path.join(root, "Conformance/schema/scenario.schema.json")

# What every key means and its default (SPEC.md, "Inputs and defaults of the case format", and "SwiftUI, lowered").
DESCRIPTIONS = {
    "$schema": "The schema this file follows, for editors: a relative path to Conformance/schema/scenario.schema.json.",
    "title": "What the scenario shows, for people (default: the scenario's id, made from its file name).",
    "description": "A longer account of the flow, for people.",
    "note": "A remark for the next reader; barcheck does not read it.",
    "platform": "The device and system the app runs on (default: an iPhone without a home button on iOS 17.0).",
    "os": "The iOS version, \"major[.minor[.patch]]\", major 7 to 99 (default \"17.0\").",
    "idiom": "phone or pad (default phone).",
    "homeButton": "Whether the phone has a home button (default false; every phone before iOS 11 had one).",
    "liquidGlass": "Whether the Liquid Glass design is on (iOS 26 and later; default false). An app built with the iOS 26 SDK has it unless it opts out (UIDesignRequiresCompatibility): a scenario on iOS 26 or later that leaves the key out gets a warning.",
    "infoPlist": "The app's Info.plist keys that matter to the status bar.",
    "UIViewControllerBasedStatusBarAppearance": "true (the default, also when absent): view controllers decide; false: the application decides (S1).",
    "UIStatusBarStyle": "The launch screen's style: UIStatusBarStyleDefault, UIStatusBarStyleLightContent or UIStatusBarStyleDarkContent; any other string reads as default (S2).",
    "UIStatusBarHidden": "Whether the launch screen hides the bar (default false, S2).",
    "UIUserInterfaceStyle": "Light, Dark or Automatic (the default): forces the app's appearance (S6).",
    "environment": "The state at launch; steps change it.",
    "appearance": "The system appearance, light (default) or dark (iOS 13 and later).",
    "orientation": "portrait (default) or landscape; a phone in landscape is vertically compact and hides an un-overridden bar (S17).",
    "horizontalSizeClass": "compact or regular (default: compact on a phone, regular on a pad).",
    "windows": "The app's windows, each with its controller tree; the topmost visible one controls the bar (S7). Give either windows or app.",
    "app": "A SwiftUI App: its WindowGroup becomes one key window, main (L1). Give either app or windows.",
    "windowGroup": "The WindowGroup's content: a SwiftUI view (L1).",
    "steps": "What happens, in order; the first step is launch, and only the first.",
    "id": "An identifier, unique among those on screen; messages and findings name it.",
    "level": "The window level: a number or normal (0, default), statusBar (1000), alert (2000).",
    "visible": "Whether the window is shown (default true).",
    "isKey": "Whether the window is the key window (default false); the key window does not decide the bar (S7), but lint takes the user's wishes from it.",
    "overrideUserInterfaceStyle": "unspecified (default), light or dark: the appearance this window or controller and what it holds use (S6).",
    "background": "The colour at the top of this view, behind the status bar when nothing covers it (default: none, not measured; S23). On a window: what shows behind a presenter a sheet card pushes back (black when absent, S24).",
    "overlay": "A colour drawn at the very top of the controller's view, under the status bar and over everything else the controller draws there: a header or banner that extends behind the bar (S23).",
    "root": "The window's root view controller, or a SwiftUI view (lowered); leave it out for a window without one (S7).",
    "kind": "plain (default), navigation, tabBar, splitView, container, hosting (a SwiftUI screen), alert, pageView or search.",
    "preferredStatusBarStyle": "The controller's override: default, lightContent or darkContent (iOS 13+). Absent: not overridden (default; a navigation controller's own style comes from its bar, S13).",
    "prefersStatusBarHidden": "The controller's override. Absent means not overridden, which is not false: an un-overridden controller hides the bar in compact height (S17).",
    "preferredStatusBarUpdateAnimation": "none, fade (default) or slide: how a visibility change this controller decides animates, inside an animation block (S18).",
    "childForStatusBarStyle": "The child this controller forwards the style to: a child's id, null (decide yourself), or for a navigation controller subclass topViewController or visibleViewController. Absent: the kind's own forwarding (S8, S12, S15, S16).",
    "childForStatusBarHidden": "As childForStatusBarStyle, for visibility (S8, S14).",
    "modalPresentationStyle": "How the controller is presented: automatic (default: a page sheet from iOS 13), fullScreen, pageSheet, formSheet, currentContext, overCurrentContext, overFullScreen, popover, custom (S9).",
    "modalPresentationCapturesStatusBarAppearance": "Whether a presentation that does not cover the screen takes the bar over (default false, S9).",
    "definesPresentationContext": "Whether current-context presentations attach here (default false).",
    "presented": "A controller this one has already presented when the scenario starts.",
    "viewControllers": "The child controllers: a navigation stack bottom first, a tab bar's tabs, a split view's primary and secondary.",
    "children": "A container's or page view's child controllers.",
    "navigationBarHidden": "Whether the navigation bar is hidden (default false): a hidden bar forwards the style to the top controller (S12).",
    "navigationBarStyle": "The bar style, default or black (lightContent while the navigation controller decides, S13).",
    "navigationBarUserInterfaceStyle": "The bar's own appearance in the glass profile: unspecified (default), light or dark (S13).",
    "navigationBarBackground": "The navigation bar's colour, behind the status bar while the bar shows (S23).",
    "navigationBarShowsBackground": "Whether the bar shows a background (default true); toolbarColorScheme needs one (S21).",
    "selectedIndex": "The selected tab, from 0 (default 0).",
    "collapsed": "Whether the split view is collapsed (default false for a controller; for a NavigationSplitView, true on a phone, L4).",
    "preferredColorScheme": "SwiftUI .preferredColorScheme: light or dark; sets the appearance of the view's presentation (S21).",
    "toolbarColorScheme": "SwiftUI .toolbarColorScheme(_:for: .navigationBar): dark gives light content, light gives dark content, while the bar shows a background (iOS 16+, S21). On a view in a NavigationSplitView's column it is not modelled (the columns have no navigation bars in the model), and a warning says so.",
    "statusBarHidden": "SwiftUI .statusBarHidden(_:): hides the bar while this view decides visibility (S21).",
    "toolbarBackground": "SwiftUI .toolbarBackground(_:for: .navigationBar), iOS 16 and later (before it, a warning says it changes nothing): visible, hidden or automatic (the default); while this view is on top of its stack it decides whether the bar shows a background, which toolbarColorScheme needs. Automatic in a SwiftUI NavigationStack is hidden: SwiftUI hides the bar\'s background while the content rests at the top edge (L5.7); on a hosting controller of a UIKit navigation controller, the controller's navigationBarShowsBackground decides. On a view in a NavigationSplitView's column it is not modelled (the columns have no navigation bars in the model), and a warning says so.",
    "toolbarHidden": "SwiftUI .toolbar(_:for: .navigationBar), iOS 16 and later (before it, a warning says it changes nothing): hidden, visible or automatic; while this view is on top of its stack it decides whether the bar is hidden (L5). On a view in a NavigationSplitView's column it is not modelled (the columns have no navigation bars in the model), and a warning says so.",
    "preferredStyle": "alert (default) or actionSheet; both behave the same for the bar (S9).",
    "swiftUI": "What SwiftUI view this is: view, NavigationStack, NavigationView, NavigationSplitView or TabView; barcheck lowers it to the controllers UIKit builds (L1-L8).",
    "views": "The views a container shows: a NavigationStack's path (the root first), a TabView's tabs, a NavigationSplitView's columns.",
    "selection": "A TabView's selected tab, from 0 (default 0).",
    "hostingController": "A UIHostingController subclass that hosts this view and overrides its status bar properties (L8): only where the app makes the hosting controller (a WindowGroup's root, a view pushed or presented from UIKit); SwiftUI makes those of views inside containers and of presented content, and one there is an error.",
    "detents": "A sheet's presentation detents, medium and large (iOS 16 and later; before it, a warning says they change nothing); recorded, not modelled (L6). Only a view in a sheet has them (the content of sheet, of popover on a phone, of a present step shown as a sheet, or a view in a container that is); elsewhere (in the WindowGroup, a fullScreenCover) they have no effect, and a warning says so. A sheet that can rest at the medium detent (medium alone or among others) is modelled as a full-height card, and a warning says so.",
    "sheet": "SwiftUI .sheet: a view presented as a page sheet card (L6), already up at launch; to present it in a step, give the view to a present step instead (presentedAs).",
    "fullScreenCover": "SwiftUI .fullScreenCover (iOS 14 and later): a view presented full screen, which takes the bar over (L7), already up at launch; to present it in a step, give the view to a present step instead (presentedAs).",
    "popover": "SwiftUI .popover: a view presented as a popover, a sheet card in compact width (L7), already up at launch; to present it in a step, give the view to a present step instead (presentedAs).",
    "presentedAs": "How a present step shows this view: sheet (the default), fullScreenCover or popover, the modifier that presents it (L6, L7); from a UIKit presenter, the UIHostingController's modalPresentationStyle they lower to (pageSheet, fullScreen, popover).",
    "event": "What happens at this step.",
    "expect": "What the status bar must show afterwards, partial; explain reports a disagreement.",
    "capturedFrom": "The captures of a running app this scenario was imported from (barcheck import): device, OS, date and files.",
    "device": "What the device's status bar showed after this step (barcheck import writes it from a capture): explain compares the model's answer with it and drafts an observed case where they differ.",
    "want": "What you want the bar to show after this step, partial; lint reports a finding when it shows something else and proves fixes against it.",
    "update": "For a set: the property's didSet calls setNeedsStatusBarAppearanceUpdate() in the same turn (played as the pair of events).",
    "acknowledge": "Lint findings you accept at this step, each by rule with a reason: listed as acknowledged, no longer failing lint.",
    "rule": "The rule of the findings accepted (S1 to S24: every finding of the rule at this step) or one of its clauses, as lint printed it with a finding (S23.32: only the findings that clause decided).",
    "reason": "Why the finding is accepted, for the next reader.",
    "style": "lightContent (white) or darkContent (black); for a setter, also default.",
    "hidden": "Whether the bar is hidden.",
    "animation": "none, fade or slide.",
    "styleOwner": "The controller that decides the style (or application, or window:<id>).",
    "hiddenOwner": "The controller that decides visibility (or application, or window:<id>).",
    "legible": "Whether the content can be read against what is behind it (S23).",
    "minimumContrast": "The least acceptable contrast ratio, 1 to 21 (S23).",
    "light": "The colour in the light appearance, #RRGGBB.",
    "dark": "The colour in the dark appearance, #RRGGBB.",
    "navigationController": "The navigation controller's id.",
    "viewController": "The controller (or SwiftUI view) concerned: an id, or for push and present the new controller.",
    "animated": "Whether the change is animated (push, pop, present, dismiss: default true; others: default false, for an update call it means inside an animation block).",
    "tabBarController": "The tab bar controller's id.",
    "index": "The tab to select, from 0.",
    "presenter": "The controller that presents.",
    "properties": "The properties that change, without an update call (add update: true when the property's didSet makes one).",
    "window": "The window's id.",
    "sizeClass": "The new horizontal size class, compact or regular (a pad in Split View or Slide Over).",
    "barStyle": "The new bar style, default or black.",
    "barUserInterfaceStyle": "The bar's new appearance (glass).",
    "barBackground": "The bar's new colour.",
    "barShowsBackground": "Whether the bar now shows a background.",
}

SCENARIO_ONLY_STEP = {
    "want": {"$ref": "#/$defs/want"},
    "device": {
        "type": "object",
        "properties": {"style": {"enum": ["lightContent", "darkContent"]}, "hidden": {"type": "boolean"}},
        "additionalProperties": False,
        "minProperties": 1,
    },
    "acknowledge": {"type": "array", "items": {"$ref": "#/$defs/acknowledgement"}},
}


def describe(node):
    """Adds a description to every property schema that has none, recursively (node is a schema or a list of them)."""
    if isinstance(node, dict):
        for name in ("$defs", "properties"):
            if isinstance(node.get(name), dict) and name == "$defs":
                for sub in node[name].values():
                    describe(sub)
        props = node.get("properties")
        if isinstance(props, dict):
            for name, sub in props.items():
                if isinstance(sub, dict) and "description" not in sub:
                    if name not in DESCRIPTIONS:
                        raise SystemExit(f"no description for key {name!r}: add it to DESCRIPTIONS in {os.path.basename(__file__)}")
                    sub["description"] = DESCRIPTIONS[name]
                    # `style` names three things: what the bar shows (wanted or expected), the application's style a
                    # setter sets, and the interface style an override sets. Each says what it takes.
                    if name == "style" and "enum" in sub:
                        if "unspecified" in sub["enum"]:
                            sub["description"] = "The overrideUserInterfaceStyle set: unspecified, light or dark."
                        elif "default" in sub["enum"]:
                            sub["description"] = "The application's status bar style set: default, lightContent (white) or darkContent (black)."
                        else:
                            sub["description"] = "lightContent (white) or darkContent (black)."
        for name, value in node.items():
            if name == "$defs":
                continue
            if name == "properties" and isinstance(value, dict):
                for sub in value.values():
                    describe(sub)
            elif isinstance(value, (dict, list)):
                describe(value)
    elif isinstance(node, list):
        for value in node:
            describe(value)


def build():
    with open(case_path) as f:
        case = json.load(f)
    defs = copy.deepcopy(case["$defs"])
    scenario = copy.deepcopy(defs.pop("case"))
    for key in ["id", "rules", "level", "tags", "sources", "knownDisagreement"]:
        scenario["properties"].pop(key, None)
    scenario["required"] = ["steps"]
    scenario["properties"]["app"] = {"$ref": "#/$defs/app"}
    scenario["properties"]["capturedFrom"] = {
        "type": "object",
        "required": ["device", "os", "capturedAt"],
        "properties": {
            "device": {"type": "string", "description": "The device the captures were taken on, as the recorder named it."},
            "os": {"type": "string", "description": "The iOS version the app ran on."},
            "capturedAt": {"type": "string", "description": "When the first capture was taken (ISO 8601)."},
            "captures": {"type": "array", "items": {"type": "string"}, "description": "The capture files barcheck import read, in flow order."},
        },
        "additionalProperties": False,
    }
    scenario["oneOf"] = [{"required": ["windows"]}, {"required": ["app"]}]
    defs.pop("source", None)
    defs.pop("caseId", None)
    # Steps: the scenario-only keys, and update on a set.
    step = defs["step"]
    step["properties"].update(copy.deepcopy(SCENARIO_ONLY_STEP))
    for branch in step["allOf"]:
        if branch["if"]["properties"]["event"].get("const") == "set":
            branch["then"]["properties"]["update"] = {"type": "boolean"}
    # Hosting controllers carry the per-view toolbar modifiers the SwiftUI vocabulary lowers to.
    controller = defs.pop("controller")
    for branch in controller["allOf"]:
        if branch["if"]["properties"]["kind"].get("const") == "hosting":
            branch["then"]["properties"]["toolbarBackground"] = {"enum": ["visible", "hidden", "automatic"]}
            branch["then"]["properties"]["toolbarHidden"] = {"enum": ["hidden", "visible", "automatic"]}
    defs["uikitController"] = controller
    defs["controller"] = {
        "description": "A view controller, or a SwiftUI view (an object with swiftUI) that barcheck lowers to controllers.",
        "if": {"type": "object", "required": ["swiftUI"]},
        "then": {"$ref": "#/$defs/view"},
        "else": {"$ref": "#/$defs/uikitController"},
    }
    visibility = {"enum": ["visible", "hidden", "automatic"]}
    modifiers = {
        "preferredColorScheme": {"enum": ["light", "dark"]},
        "statusBarHidden": {"type": "boolean"},
        "toolbarColorScheme": {"enum": ["light", "dark"]},
        "toolbarBackground": dict(visibility),
        "toolbarHidden": {"enum": ["hidden", "visible", "automatic"]},
    }
    views = {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/view"}}
    defs["view"] = {
        "type": "object",
        "description": "A SwiftUI view as written, with its modifiers as keys; barcheck lowers it to the controllers UIKit builds (SPEC.md, SwiftUI, lowered).",
        "required": ["id", "swiftUI"],
        "properties": {
            "id": {"type": "string", "minLength": 1},
            "swiftUI": {"enum": ["view", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView"]},
            "background": {"$ref": "#/$defs/colour"},
            "overlay": {"$ref": "#/$defs/colour"},
            "sheet": {"$ref": "#/$defs/view"},
            "fullScreenCover": {"$ref": "#/$defs/view"},
            "popover": {"$ref": "#/$defs/view"},
            "presentedAs": {"enum": ["sheet", "fullScreenCover", "popover"]},
        },
        "unevaluatedProperties": False,
        "allOf": [
            {
                "if": {"properties": {"swiftUI": {"const": "view"}}, "required": ["swiftUI"]},
                "then": {
                    "properties": dict(
                        modifiers,
                        hostingController={
                            "type": "object",
                            "properties": {
                                "preferredStatusBarStyle": {"enum": ["default", "lightContent", "darkContent"]},
                                "prefersStatusBarHidden": {"type": "boolean"},
                                "preferredStatusBarUpdateAnimation": {"enum": ["none", "fade", "slide"]},
                            },
                            "additionalProperties": False,
                        },
                        detents={"type": "array", "items": {"enum": ["medium", "large"]}, "uniqueItems": True},
                    )
                },
            },
            {
                "if": {"properties": {"swiftUI": {"enum": ["NavigationStack", "NavigationView"]}}, "required": ["swiftUI"]},
                "then": {"properties": {"views": views}, "required": ["views"]},
            },
            {
                "if": {"properties": {"swiftUI": {"const": "TabView"}}, "required": ["swiftUI"]},
                "then": {"properties": {"views": views, "selection": {"type": "integer", "minimum": 0}}, "required": ["views"]},
            },
            {
                "if": {"properties": {"swiftUI": {"const": "NavigationSplitView"}}, "required": ["swiftUI"]},
                "then": {"properties": {"views": dict(views, maxItems=3), "collapsed": {"type": "boolean"}}, "required": ["views"]},
            },
        ],
    }
    defs["app"] = {
        "type": "object",
        "description": "A SwiftUI App (L1).",
        "required": ["windowGroup"],
        "properties": {
            "windowGroup": {"$ref": "#/$defs/view"},
            "background": {
                "$ref": "#/$defs/colour",
                "description": "The window's background colour: what shows behind a presenter a sheet card pushes back (black when absent, S24).",
            },
        },
        "additionalProperties": False,
    }
    defs["want"] = {
        "type": "object",
        "description": "What the developer wants the bar to show after the step, partial.",
        "properties": {
            "style": {"enum": ["lightContent", "darkContent"]},
            "hidden": {"type": "boolean"},
            "animation": {"enum": ["none", "fade", "slide"]},
        },
        "additionalProperties": False,
        "minProperties": 1,
    }
    defs["acknowledgement"] = {
        "type": "object",
        "description": "A lint finding accepted at this step.",
        "required": ["rule", "reason"],
        "properties": {"rule": {"pattern": "^S([1-9]|1[0-9]|2[0-4])(\\.[1-9][0-9]*)?$", "type": "string"}, "reason": {"type": "string", "minLength": 1}},
        "additionalProperties": False,
    }
    defs["scenario"] = scenario
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://github.com/barcheck/barcheck/Conformance/schema/scenario.schema.json",
        "title": "barcheck app scenario",
        "description": "An app's flow for barcheck explain and lint: windows (or a SwiftUI app) and steps, without a suite case's id, rules or level. Written from case.schema.json by Tests/make_scenario_schema.py.",
        "oneOf": [{"$ref": "#/$defs/scenario"}, {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/scenario"}}],
        "$defs": defs,
    }
    describe(schema)
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


text = build()
if "--check" in sys.argv:
    with open(out_path, encoding="utf-8") as f:
        if f.read() != text:
            print("error: Conformance/schema/scenario.schema.json is stale: run python3 Tests/make_scenario_schema.py and commit it", file=sys.stderr)
            sys.exit(1)
    print("scenario.schema.json is current")
else:
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {os.path.relpath(out_path, root)}")
