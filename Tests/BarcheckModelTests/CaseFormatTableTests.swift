import BarcheckJSON
import BarcheckModel
import BarcheckTestSupport
import BarcheckTools
import Foundation
import Testing

/// The tables the case decoder and writer are both driven from (`EventKind.parameters`, `ControllerProperty`): they
/// agree with the JSON Schema that editors validate case files with, and what an event or a controller holds agrees
/// with its table.
@Suite("The event and controller tables")
struct CaseFormatTableTests {
  /// `Conformance/schema/case.schema.json`'s definitions.
  static func definitions() throws -> JSONNode {
    let url = Fixtures.packageRoot.appendingPathComponent("Conformance/schema/case.schema.json")
    return try #require(try JSONParser.parse(Array(try Data(contentsOf: url)))["$defs"])
  }

  /// The schema's keys of an object definition, in order.
  static func keys(_ properties: JSONNode?) -> [String] {
    properties?.members?.map(\.key) ?? []
  }

  /// The strings of a schema array (`required`, `enum`).
  static func strings(_ node: JSONNode?) -> [String] {
    node?.elements?.compactMap(\.stringValue) ?? []
  }

  /// Whether a schema property says what a table's type says.
  static func schema(_ node: JSONNode?, agreesWith type: CaseValueType) -> Bool {
    guard let node else { return false }
    let reference = node["$ref"]?.stringValue
    switch type {
    case .id: return node["type"]?.stringValue == "string" && node["minLength"] != nil
    case .bool: return node["type"]?.stringValue == "boolean"
    case .index: return node["type"]?.stringValue == "integer"
    case .windowLevel: return reference == "#/$defs/windowLevel"
    case .colour: return reference == "#/$defs/colour"
    case .childReference: return reference == "#/$defs/childReference"
    case .controller: return reference == "#/$defs/controller"
    case .controllers: return reference == "#/$defs/controllers"
    case .properties: return reference == "#/$defs/properties"
    case .name(let names): return strings(node["enum"]) == names
    }
  }

  /// Whether a value as written is of a table's type.
  static func value(_ node: JSONNode, isA type: CaseValueType) -> Bool {
    switch (node.value, type) {
    case (.string(let id), .id): !id.isEmpty
    case (.bool, .bool), (.number, .windowLevel), (.string, .colour), (.object, .colour), (.string, .childReference), (.null, .childReference),
      (.object, .controller), (.array, .controllers), (.object, .properties):
      true
    case (.number(let index), .index): index >= 0 && index.rounded() == index
    case (.string(let name), .name(let names)): names.contains(name)
    default: false
    }
  }

  /// Whether `keys` are some of `table`'s, in its order.
  static func keys(_ keys: [String], areInOrderOf table: [String]) -> Bool {
    var rest = table[...]
    for key in keys {
      guard let index = rest.firstIndex(of: key) else { return false }
      rest = rest[(index + 1)...]
    }
    return true
  }

  /// Checks a controller as written, and those it holds, against the controller table.
  static func checkController(_ node: JSONNode) {
    guard let members = node.members else {
      Issue.record("a controller is not an object")
      return
    }
    let kind = node["kind"]?.stringValue.flatMap(ControllerKind.init(rawValue:)) ?? .plain
    let properties = ControllerProperty.properties(of: kind)
    #expect(keys(members.map(\.key), areInOrderOf: properties.map(\.key)), "\(kind): \(members.map(\.key))")
    for property in properties where property.isRequired { #expect(node[property.key] != nil, "\(kind).\(property)") }
    for property in properties {
      guard let value = node[property.key] else { continue }
      #expect(Self.value(value, isA: property.type), "\(kind).\(property)")
      if property.holdsChildren { value.elements?.forEach(checkController) }
      if property == .presented { checkController(value) }
    }
  }

  @Test("each event's keys, required keys and types are the schema's, in its order")
  func eventsAgreeWithSchema() throws {
    let branches = try #require(try Self.definitions()["step"]?["allOf"]?.elements)
    #expect(branches.count == EventKind.allCases.count)
    for kind in EventKind.allCases {
      let branch = try #require(branches.first { $0["if"]?["properties"]?["event"]?["const"]?.stringValue == kind.rawValue }, "\(kind)")
      let then = branch["then"]
      #expect(Self.keys(then?["properties"]) == kind.members.map(\.key), "\(kind)")
      #expect(Self.strings(then?["required"]) == kind.parameters.filter(\.isRequired).map(\.member.key), "\(kind)")
      for parameter in kind.parameters {
        #expect(Self.schema(then?["properties"]?[parameter.member.key], agreesWith: parameter.type), "\(kind).\(parameter.member)")
      }
    }
  }

  @Test("a controller's keys, required keys and types are the schema's, in its order")
  func controllersAgreeWithSchema() throws {
    let controller = try #require(try Self.definitions()["controller"])
    let common = ControllerProperty.allCases.filter(\.isCommon)
    #expect(Self.keys(controller["properties"]) == common.map(\.key))
    #expect(Self.strings(controller["required"]) == common.filter(\.isRequired).map(\.key))
    for property in common {
      #expect(Self.schema(controller["properties"]?[property.key], agreesWith: property.type), "\(property)")
    }
    let branches = controller["allOf"]?.elements ?? []
    for kind in ControllerKind.allCases {
      // The schema's branch lists the kind's children first, then its own, as messages do; app scenarios' own
      // properties are in the scenario schema.
      let own = ControllerProperty.properties(of: kind).filter { !$0.isCommon && !$0.isScenarioOnly }
      let listed = own.filter(\.holdsChildren) + own.filter { !$0.holdsChildren }
      let then = branches.first { $0["if"]?["properties"]?["kind"]?["const"]?.stringValue == kind.rawValue }?["then"]
      #expect(Self.keys(then?["properties"]) == listed.map(\.key), "\(kind)")
      #expect(Self.strings(then?["required"]) == listed.filter(\.isRequired).map(\.key), "\(kind)")
      for property in listed {
        #expect(Self.schema(then?["properties"]?[property.key], agreesWith: property.type), "\(kind).\(property)")
      }
    }
  }

  @Test("a set's properties and their types are the schema's, in its order")
  func changesAgreeWithSchema() throws {
    let properties = try #require(try Self.definitions()["properties"]?["properties"])
    #expect(Self.keys(properties) == ControllerProperty.changeable.map(\.key))
    for property in ControllerProperty.changeable {
      #expect(Self.schema(properties[property.key], agreesWith: property.type), "\(property)")
    }
  }

  @Test("every member is some event's and every property some kind's; a kind's ordinal is its place in allCases")
  func noStrayRows() {
    #expect(Set(EventKind.allCases.flatMap(\.members)) == Set(EventMember.allCases))
    #expect(EventKind.allCases.enumerated().allSatisfy { $0.offset == $0.element.ordinal })
    #expect(ControllerProperty.allCases.allSatisfy { property in ControllerKind.allCases.contains { property.applies(to: $0) } })
    #expect(ControllerKind.allCases.filter(\.hasChildren) == [.navigation, .tabBar, .splitView, .container, .pageView])
    #expect(
      ControllerKind.allCases.filter(\.hasChildren).map(\.childrenKey) == [
        "viewControllers", "viewControllers", "viewControllers", "children", "children",
      ])
  }

  @Test("the writer writes each event's and controller's members as the tables say", arguments: [1, 2] as [UInt64])
  func writtenAsTheTablesSay(_ seed: UInt64) throws {
    var kinds = Set<EventKind>()
    let stepKeys: Set = ["event", "expect", "note", "want", "acknowledge", "update", "device"]
    for testCase in ScenarioGenerator(seed: seed).generate(count: 500) {
      let written = try JSONParser.parse(CaseJSONWriter.bytes(testCase, expectations: true))
      for window in written["windows"]?.elements ?? [] { window["root"].map(Self.checkController) }
      for step in written["steps"]?.elements ?? [] {
        let kind = try #require(step["event"]?.stringValue.flatMap(EventKind.init(rawValue:)))
        kinds.insert(kind)
        let keys = (step.members ?? []).map(\.key).filter { !stepKeys.contains($0) }
        #expect(Self.keys(keys, areInOrderOf: kind.members.map(\.key)), "\(kind): \(keys)")
        for parameter in kind.parameters {
          guard let value = step[parameter.member.key] else {
            #expect(!parameter.isRequired, "\(kind).\(parameter.member)")
            continue
          }
          #expect(Self.value(value, isA: parameter.type), "\(kind).\(parameter.member)")
          if parameter.type == .controller { Self.checkController(value) }
          if parameter.type == .properties {
            let changed = (value.members ?? []).map(\.key)
            #expect(Self.keys(changed, areInOrderOf: ControllerProperty.changeable.map(\.key)), "\(changed)")
            for property in ControllerProperty.changeable {
              if let new = value[property.key] { #expect(Self.value(new, isA: property.type), "\(property)") }
            }
          }
        }
      }
    }
    #expect(kinds == Set(EventKind.allCases))
  }
}
