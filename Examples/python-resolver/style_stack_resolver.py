#!/usr/bin/env python3
"""A barcheck resolver (protocol v1) modelling the popular SwiftUI "style stack" helper (spec S22).

The helper swizzles the root controller's preferredStatusBarStyle to return the last entry of a global
stack, and drives the stack from the appear and disappear callbacks of every screen that carries its
modifier (here: every controller that sets preferredStatusBarStyle). This is variant (b): append on
appear, remove the LAST entry on disappear; in a push the destination appears before the source
disappears. It ignores presentation styles, containers and capture flags: the root decides everything.

Standard library only. Run it under barcheck:  barcheck run --resolver exec:'python3 Examples/python-resolver/style_stack_resolver.py'
"""
import json
import sys

HELLO = {
    "type": "hello", "protocol": 1, "name": "style-stack-helper", "version": "1.0.0", "language": "Python",
    "homepage": "Examples/python-resolver/README.md",
    "capabilities": {
        "profiles": ["classic", "glass"],
        "events": ["launch", "push", "pop", "popToRoot", "present", "dismiss", "selectTab", "set",
                   "setNeedsStatusBarAppearanceUpdate", "setAppearance", "setOverrideUserInterfaceStyle",
                   "setNavigationBarHidden", "setNavigationBarStyle", "rotate"],
        "legibility": False,
        "maxInFlight": 4,
    },
}


class App:
    def __init__(self, case):
        self.nodes = {}
        self.appearance = case.get("environment", {}).get("appearance", "light")
        plist_style = case.get("infoPlist", {}).get("UIUserInterfaceStyle", "Automatic")
        self.forced = {"Light": "light", "Dark": "dark"}.get(plist_style)
        windows = [w for w in case["windows"] if w.get("visible", True)]
        self.window = windows[-1] if windows else case["windows"][0]
        self.window_override = self.window.get("overrideUserInterfaceStyle", "unspecified")
        self.root = self.add(self.window["root"])
        self.stack = []

    def add(self, spec, parent=None):
        node = {"id": spec["id"], "kind": spec.get("kind", "plain"), "style": spec.get("preferredStatusBarStyle"),
                "children": [], "selected": spec.get("selectedIndex", 0), "presented": None, "presenter": None, "parent": parent}
        self.nodes[node["id"]] = node
        for child in spec.get("viewControllers", spec.get("children", [])):
            node["children"].append(self.add(child, node))
        if "presented" in spec:
            node["presented"] = self.add(spec["presented"])
            node["presented"]["presenter"] = node
        return node

    def visible(self, node):
        """The screens of a subtree that are on screen, in the order they appear."""
        out = [node]
        kind = node["kind"]
        if kind == "navigation" and node["children"]:
            out += self.visible(node["children"][-1])
        elif kind == "tabBar" and node["children"]:
            out += self.visible(node["children"][node["selected"]])
        else:
            for child in node["children"]:
                out += self.visible(child)
        if node["presented"]:
            out += self.visible(node["presented"])
        return out

    def appear(self, nodes):
        for node in nodes:
            if node["style"]:
                self.stack.append(node["style"])

    def disappear(self, nodes):
        for node in nodes:
            if node["style"] and self.stack:
                self.stack.pop()

    def apply(self, step):
        event = step["event"]
        if event == "launch":
            self.appear(self.visible(self.root))
        elif event == "push":
            nav = self.nodes[step["navigationController"]]
            source = self.visible(nav["children"][-1])
            node = self.add(step["viewController"], nav)
            nav["children"].append(node)
            self.appear(self.visible(node))
            self.disappear(source)
        elif event in ("pop", "popToRoot"):
            nav = self.nodes[step["navigationController"]]
            source = self.visible(nav["children"][-1])
            keep = 1 if event == "popToRoot" else len(nav["children"]) - 1
            nav["children"] = nav["children"][:keep]
            self.appear(self.visible(nav["children"][-1]))
            self.disappear(source)
        elif event == "present":
            presenter = self.nodes[step["presenter"]]
            while presenter["presented"]:
                presenter = presenter["presented"]
            node = self.add(step["viewController"])
            node["presenter"] = presenter
            presenter["presented"] = node
            self.appear(self.visible(node))
        elif event == "dismiss":
            node = self.nodes[step["viewController"]]
            target = node["presented"] or node
            while target["presenter"] is None and target["parent"] is not None:
                target = target["parent"]
            if target["presenter"] is not None:
                self.disappear(self.visible(target))
                target["presenter"]["presented"] = None
                target["presenter"] = None
        elif event == "selectTab":
            tabs = self.nodes[step["tabBarController"]]
            source = self.visible(tabs["children"][tabs["selected"]])
            tabs["selected"] = step["index"]
            self.appear(self.visible(tabs["children"][tabs["selected"]]))
            self.disappear(source)
        elif event == "set":
            style = step["properties"].get("preferredStatusBarStyle")
            node = self.nodes[step["viewController"]]
            if style and node["style"]:
                if self.stack:
                    self.stack.pop()
                self.stack.append(style)
            node["style"] = style or node["style"]
        elif event == "setAppearance":
            self.appearance = step["appearance"]
        elif event == "setOverrideUserInterfaceStyle" and step.get("window") == self.window["id"]:
            self.window_override = step["style"]

    def observe(self):
        style = self.stack[-1] if self.stack else "default"
        if style == "default":
            dark = self.window_override == "dark" or (self.window_override == "unspecified" and (self.forced or self.appearance) == "dark")
            style = "lightContent" if dark else "darkContent"
        return {"style": style, "hidden": False, "styleOwner": self.root["id"], "hiddenOwner": self.root["id"], "animation": "none"}


def resolve(case):
    app = App(case)
    observations = []
    for step in case["steps"]:
        app.apply(step)
        observations.append(app.observe())
    return observations


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            answer = HELLO
        elif kind == "run":
            try:
                answer = {"type": "result", "id": message["id"], "observations": resolve(message["case"])}
            except (KeyError, IndexError, TypeError) as error:
                answer = {"type": "error", "id": message["id"], "message": f"cannot model this case: {error!r}"}
        elif kind == "stop":
            return
        else:
            continue
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
