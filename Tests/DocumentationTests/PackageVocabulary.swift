/// The names the package's sources declare and use, read as tokens: what a documentation
/// example may name.
///
/// Declarations count where an API can be: at a file's top level and in a type's body or
/// extension (a function's local names do not). Names the code uses count too: code that
/// compiles names only what exists, so `String`, `.utf8` and `contentsOf:` are known without a
/// list of the toolchain's names.
struct PackageVocabulary {
  /// Every capitalised name in the code: the package's types and the toolchain's it uses.
  var typeNames: Set<String> = []
  /// Names declared at top level or in a type, and every name the code uses after a `.`.
  var memberNames: Set<String> = []
  /// Parameter labels of functions, initialisers and cases, stored properties (memberwise
  /// initialisers), and every label the code passes.
  var labelNames: Set<String> = []
  /// The members each type declares in its body and its extensions, by its path: `Table`,
  /// `Table.Column`, `Action.Name`.
  var members: [String: Set<String>] = [:]
  /// The declared type of each stored or computed property of a type, by the type's path and
  /// the property's name: `viewModel` of `TopScorersScene` is a `TopScorersViewModel`.
  var propertyTypes: [String: [String: String]] = [:]
  /// The supertypes and protocols of each type, as written, without generic arguments.
  var supertypes: [String: Set<String>] = [:]
  /// The paths of the types the package declares (structures, classes, enumerations,
  /// protocols, actors); type aliases are in `aliases`.
  var types: Set<String> = []
  var aliases: Set<String> = []

  static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor"]
  static let declarationKeywords: Set<String> = typeKeywords.union([
    "func", "var", "let", "case", "typealias", "associatedtype",
  ])
  /// Words after `class` that make it a modifier (`class func`), not a declaration.
  static let keywords: Set<String> = [
    "func", "var", "let", "override", "final", "public", "private", "fileprivate", "internal",
    "package", "open", "static", "nonisolated", "convenience", "required", "subscript", "init",
  ]

  init(sources: [String]) {
    for source in sources { read(SwiftToken.tokens(in: source)) }
    labelNames.formUnion(memberNames)
  }

  // One file: a stack of brace scopes, each the path of the type whose body it opens or nil.
  private mutating func read(_ tokens: [SwiftToken]) {
    var scopes: [String?] = []
    var pendingType: String?
    var brackets: [String] = []
    for (index, token) in tokens.enumerated() {
      let previous = index > 0 ? tokens[index - 1] : nil
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      switch token.kind {
      case .punctuation where token.text == "{":
        scopes.append(pendingType)
        pendingType = nil
      case .punctuation where token.text == "}":
        _ = scopes.popLast()
      case .punctuation where "([".contains(token.text):
        brackets.append(token.text)
      case .punctuation where ")]".contains(token.text):
        _ = brackets.popLast()
      case .identifier:
        if token.isCapitalized { typeNames.insert(token.text) }
        if previous?.text == "." { memberNames.insert(token.text) }
        if next?.text == ":", next?.followsSpace == false, brackets.last == "(" {
          labelNames.insert(token.text)
        }
        let enclosing = scopes.last ?? nil
        let isAPI = scopes.isEmpty || enclosing != nil
        if token.text == "extension" {
          let path = Self.typePath(in: tokens, from: index + 1)
          pendingType = path
          readSupertypes(of: path, in: tokens, after: index + 1)
        } else if Self.declarationKeywords.contains(token.text), let name = next,
          name.kind == .identifier, !(token.text == "class" && Self.keywords.contains(name.text)),
          !(token.text == "case" && (name.text == "let" || name.text == "var"))
        {
          let declared = Self.declaredNames(in: tokens, keywordAt: index)
          if isAPI {
            memberNames.formUnion(declared)
            if let enclosing { members[enclosing, default: []].formUnion(declared) }
          }
          if let enclosing, token.text == "let" || token.text == "var",
            index + 3 < tokens.count, tokens[index + 2].text == ":"
          {
            let type = Self.typePath(in: tokens, from: index + 3)
            if !type.isEmpty { propertyTypes[enclosing, default: [:]][name.text] = type }
          }
          if Self.typeKeywords.contains(token.text) || token.text == "typealias" {
            let path = enclosing.map { "\($0).\(name.text)" } ?? name.text
            if token.text == "typealias" {
              aliases.insert(path)
            } else {
              types.insert(path)
              pendingType = path
              readSupertypes(of: path, in: tokens, after: index + 1)
            }
          }
          labelNames.formUnion(Self.parameterLabels(in: tokens, after: index + 2))
        } else if token.text == "init" || token.text == "subscript" {
          labelNames.formUnion(Self.parameterLabels(in: tokens, after: index + 1))
        }
      default:
        break
      }
    }
  }

  /// The dotted name that starts at `start`: `Action.Name` in `extension Action.Name where`.
  static func typePath(in tokens: [SwiftToken], from start: Int) -> String {
    var parts: [String] = []
    var index = start
    while index < tokens.count, tokens[index].kind == .identifier {
      parts.append(tokens[index].text)
      guard index + 2 < tokens.count, tokens[index + 1].text == "." else { break }
      index += 2
    }
    return parts.joined(separator: ".")
  }

  // `: A, B<C>, D & E` after the name and its generic parameters, up to `{` or `where`.
  private mutating func readSupertypes(of path: String, in tokens: [SwiftToken], after start: Int) {
    var index = start
    var angles = 0
    var inClause = false
    var expectsName = false
    while index < tokens.count {
      let token = tokens[index]
      if token.text == "{" || (token.text == "where" && angles == 0) { return }
      if token.text == "<" { angles += 1 }
      if token.text == ">" && !tokens.isArrowHead(at: index) { angles -= 1 }
      if angles == 0 {
        if token.text == ":" && !inClause {
          inClause = true
          expectsName = true
        } else if inClause && (token.text == "," || token.text == "&") {
          expectsName = true
        } else if inClause && expectsName && token.kind == .identifier {
          supertypes[path, default: []].insert(Self.typePath(in: tokens, from: index))
          expectsName = false
        }
      }
      index += 1
    }
  }

  /// The name a declaration keyword introduces, and for `case` the others on its line:
  /// `case finished(Result), cancelled`.
  static func declaredNames(in tokens: [SwiftToken], keywordAt index: Int) -> [String] {
    var names = [tokens[index + 1].text]
    guard tokens[index].text == "case" else { return names }
    var depth = 0
    var position = index + 2
    while position + 1 < tokens.count, tokens[position].line == tokens[index].line {
      let text = tokens[position].text
      if text == "(" { depth += 1 } else if text == ")" { depth -= 1 }
      if depth == 0, text == ",", tokens[position + 1].kind == .identifier {
        names.append(tokens[position + 1].text)
      }
      position += 1
    }
    return names
  }

  /// The external labels of the parameter list that opens at or soon after `start` (after a
  /// generic clause or `?`): `label name: T` and `name: T` give their first name; `_` none.
  static func parameterLabels(in tokens: [SwiftToken], after start: Int) -> [String] {
    var index = start
    var angles = 0
    while index < tokens.count, tokens[index].text != "(" {
      let text = tokens[index].text
      if text == "<" {
        angles += 1
      } else if text == ">" && !tokens.isArrowHead(at: index) {
        angles -= 1
      }
      guard angles > 0 || text == ">" || text == "?" || text == "!" else { return [] }
      index += 1
    }
    var labels: [String] = []
    var depth = 0
    var startsParameter = true
    while index < tokens.count {
      let text = tokens[index].text
      if text == "(" || text == "[" || text == "<" {
        depth += 1
      } else if text == ")" || text == "]" || (text == ">" && !tokens.isArrowHead(at: index)) {
        depth -= 1
        if depth == 0 { return labels }
      } else if depth == 1 && text == "," {
        startsParameter = true
        index += 1
        continue
      }
      if depth == 1, startsParameter, tokens[index].kind == .identifier {
        startsParameter = false
        if tokens[index].text != "_" { labels.append(tokens[index].text) }
      } else if tokens[index].text != "(" {
        startsParameter = false
      }
      index += 1
    }
    return labels
  }

  /// Whether `member` is declared by the type at `path`, its extensions, or the package types
  /// it inherits from; `nil` when the answer depends on a type outside the package (a
  /// superclass or protocol of the toolchain that may provide it).
  func declares(_ member: String, in path: String) -> Bool? {
    var visited: Set<String> = []
    var pending = [path]
    var reachesOutside = false
    while let current = pending.popLast() {
      guard visited.insert(current).inserted else { continue }
      if members[current]?.contains(member) == true { return true }
      for supertype in supertypes[current] ?? [] {
        if types.contains(supertype) {
          pending.append(supertype)
        } else if !Self.markerProtocols.contains(supertype) {
          reachesOutside = true
        }
      }
    }
    return reachesOutside ? nil : false
  }

  /// Protocols of the toolchain whose members a type declares itself, or that add only
  /// `universalMembers`; raw-value types of enumerations.
  static let markerProtocols: Set<String> = [
    "Sendable", "Equatable", "Hashable", "Comparable", "Codable", "Decodable", "Encodable",
    "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "Identifiable",
    "CaseIterable", "AnyObject", "String", "Int", "UInt8", "Character",
  ]
  /// Members every type has, or that the compiler gives the types above.
  static let universalMembers: Set<String> = [
    "self", "init", "Type", "rawValue", "allCases", "hashValue", "hash",
  ]
}

extension [SwiftToken] {
  /// Whether the `>` at `index` ends an arrow, `->`, rather than a generic clause.
  func isArrowHead(at index: Int) -> Bool {
    index > 0 && self[index - 1].text == "-" && !self[index].followsSpace
  }
}
