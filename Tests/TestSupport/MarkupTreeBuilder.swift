import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Builds a ``MarkupNode`` tree from the events of an `XMLParser`.
final class MarkupTreeBuilder: NSObject, XMLParserDelegate {
  /// The finished root element, once the document is parsed.
  private(set) var root: MarkupNode?
  /// The elements opened and not yet closed, innermost last.
  private var open: [MarkupNode] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    open.append(MarkupNode(name: elementName, attributes: attributes))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !open.isEmpty else { return }
    open[open.count - 1].text += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard var node = open.popLast() else { return }
    // Indentation between elements is layout, not content, unless the element says otherwise.
    if node.attributes["xml:space"] != "preserve", node.text.allSatisfy(\.isWhitespace) {
      node.text = ""
    }
    if open.isEmpty {
      root = node
    } else {
      open[open.count - 1].children.append(node)
    }
  }
}
