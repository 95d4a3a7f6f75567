import Foundation

/// The public declarations of one module's sources, read as text: what a client of the module
/// can name, and so what its DocC landing page must list.
///
/// Two kinds count:
/// - a top-level `public` (or `open`) type, protocol, type alias, function or value, by name:
///   `Dynamic`, `Renderer`;
/// - a `public` member that a module adds to a type it does not declare (the standard
///   library's, Foundation's, another module's), as the landing page links it: `String/displayWidth`.
///
/// Members of the module's own types are listed by DocC under their type, so the type's entry
/// covers them. The reading is line-based and relies on the format check's layout (declarations
/// of a file's top level start in the first column, members are indented by two spaces).
struct PublicSurface: Equatable {
  /// Top-level public names, sorted.
  var names: [String]
  /// Public members added to other modules' types, as `Type/member` (nested types with `/`:
  /// `Unicode/Scalar/isWide`), sorted.
  var extensionMembers: [String]

  private static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor"]
  private static let declarationKeywords: Set<String> =
    typeKeywords.union(["typealias", "func", "let", "var"])
  private static let memberKeywords: Set<String> = ["func", "var", "let", "init", "subscript"]
  private static let modifiers: Set<String> = [
    "public", "open", "package", "internal", "private", "fileprivate", "final", "static",
    "nonisolated", "mutating", "override", "convenience", "required", "indirect", "@MainActor",
  ]

  /// Reads the surface of a module from the texts of its source files.
  init(sources: [String]) {
    var declaredTypes: Set<String> = []
    for source in sources {
      for line in source.split(separator: "\n", omittingEmptySubsequences: false)
      where line.first.map({ !$0.isWhitespace }) ?? false {
        let words = Self.words(line)
        if let (keyword, name) = Self.declaration(in: words), Self.typeKeywords.contains(keyword) {
          declaredTypes.insert(name)
        }
      }
    }

    var names: Set<String> = []
    var members: Set<String> = []
    for source in sources {
      var extendedType: String?
      var extensionIsPublic = false
      for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
        let words = Self.words(line)
        let topLevel = line.first.map { !$0.isWhitespace } ?? false
        if topLevel {
          extendedType = nil
          if let index = words.firstIndex(of: "extension"), index + 1 < words.count {
            let type = words[index + 1].split(separator: ":")[0].split(separator: "<")[0]
            let isOwn = type.split(separator: ".").first.map { declaredTypes.contains(String($0)) }
            if isOwn != true {
              extendedType = type.replacingOccurrences(of: ".", with: "/")
              extensionIsPublic = words[..<index].contains("public")
            }
            continue
          }
          let isPublic = words.first == "public" || words.first == "open"
          if isPublic, let (_, name) = Self.declaration(in: words) { names.insert(name) }
          continue
        }
        // A member of an extension of another module's type: indented once.
        guard let type = extendedType, line.hasPrefix("  "), !line.hasPrefix("   ") else {
          continue
        }
        // Modifiers are the words before the keyword: `static let open` declares `open`.
        guard let keywordIndex = words.firstIndex(where: { !Self.modifiers.contains($0) })
        else { continue }
        let keyword = words[keywordIndex]
        let modifiers = words[..<keywordIndex]
        let isPublic =
          extensionIsPublic || modifiers.contains("public") || modifiers.contains("open")
        guard isPublic, !modifiers.contains("private"), !modifiers.contains("fileprivate"),
          Self.memberKeywords.contains(keyword)
        else { continue }
        if keyword == "init" || keyword == "subscript" {
          members.insert("\(type)/\(keyword)")
        } else if let index = words.firstIndex(of: keyword), index + 1 < words.count {
          members.insert("\(type)/\(Self.identifier(words[index + 1]))")
        }
      }
    }
    self.names = names.sorted()
    self.extensionMembers = members.sorted()
  }

  /// Every entry of the surface that `page` does not mention as a DocC link (```Name``` or
  /// ```…Type/member…```).
  func unlisted(in page: String) -> [String] {
    let links = Self.symbolLinks(in: page)
    let missingNames = names.filter { name in
      !links.contains { $0 == name || $0.hasPrefix(name + "/") || $0.hasSuffix("/" + name) }
    }
    let missingMembers = extensionMembers.filter { member in
      !links.contains { link in
        guard let range = link.range(of: member) else { return false }
        let rest = link[range.upperBound...]
        return rest.isEmpty || rest.first == "(" || rest.first == "-"
      }
    }
    return missingNames + missingMembers
  }

  /// The texts between double backticks: ```Screen```, ```Swift/String/displayWidth```.
  static func symbolLinks(in page: String) -> [String] {
    page.components(separatedBy: "``").enumerated().compactMap { index, part in
      index.isMultiple(of: 2) || part.contains("\n") ? nil : part
    }
  }

  // The keyword and name of a declaration line, if it declares one.
  private static func declaration(in words: [String]) -> (String, String)? {
    guard let index = words.firstIndex(where: { declarationKeywords.contains($0) }),
      index + 1 < words.count, words[..<index].allSatisfy({ modifiers.contains($0) })
    else { return nil }
    return (words[index], identifier(words[index + 1]))
  }

  private static func identifier(_ word: String) -> String {
    String(word.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
  }

  private static func words(_ line: Substring) -> [String] {
    let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
    return code.split(whereSeparator: { $0 == " " || $0 == "{" }).map(String.init)
  }
}
