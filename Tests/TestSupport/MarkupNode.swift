import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of a parsed XML document: a name, attributes, children and the text directly
/// inside it.
///
/// Small on purpose: enough to ask "how many `table_row` are there, and what text is in each".
///
/// ```swift
/// let root = try MarkupNode.parse(xml: "<table><table_row><text>a</text></table_row></table>")
/// root.all(named: "table_row").count   // 1
/// root.allText                         // "a"
/// ```
public struct MarkupNode: Sendable, Equatable {
  /// The element's name, such as `table_cell`.
  public var name: String
  /// The element's attributes, such as `["align": "right"]`.
  public var attributes: [String: String]
  /// The child elements, in order.
  public var children: [MarkupNode]
  /// The text directly inside the element, outside its children.
  public var text: String

  /// Creates a node.
  public init(
    name: String, attributes: [String: String] = [:], children: [MarkupNode] = [],
    text: String = ""
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
  }

  /// Every node named `name` in this subtree, this node included, in document order.
  public func all(named name: String) -> [MarkupNode] {
    var found: [MarkupNode] = self.name == name ? [self] : []
    for child in children {
      found += child.all(named: name)
    }
    return found
  }

  /// The direct children named `name`.
  public func children(named name: String) -> [MarkupNode] {
    children.filter { $0.name == name }
  }

  /// All the text in this subtree, in document order.
  public var allText: String {
    text + children.map(\.allText).joined()
  }

  /// The names of every node in this subtree, this node included.
  public var allNames: Set<String> {
    children.reduce(into: [name]) { $0.formUnion($1.allNames) }
  }

  /// Parses an XML document into its root element.
  ///
  /// - Throws: ``ParseError`` when the text is not well-formed XML.
  public static func parse(xml: String) throws -> MarkupNode {
    let parser = XMLParser(data: Data(xml.utf8))
    let builder = MarkupTreeBuilder()
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      throw ParseError(message: parser.parserError.map { "\($0)" } ?? "no root element")
    }
    return root
  }

  /// The XML could not be parsed.
  public struct ParseError: Error, CustomStringConvertible {
    /// What the parser reported.
    public var message: String
    public var description: String { "invalid XML: \(message)" }
  }
}
