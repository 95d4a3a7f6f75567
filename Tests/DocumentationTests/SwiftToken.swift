// Kept because the toolchain has no Swift tokenizer a test can call without a package
// dependency: SwiftSyntax is a package, and `swiftc` only parses whole files that compile. The
// checks of `///` examples and of the package's names (`DocExampleChecker`, `PackageVocabulary`)
// read fragments, so they use this small lexer. What the toolchain does give, the targets and
// their dependencies, comes from `swift package describe` (`DescribedPackage`).

/// A token of Swift code, as the example checker reads it: comments are dropped, a string literal
/// is one `.string` token (the code of its interpolations is read as code), and `@` or `#`
/// before a name is kept with it (`@MainActor`, `#expect`).
struct SwiftToken: Equatable {
  enum Kind: Equatable {
    case identifier
    case number
    case string
    /// `@MainActor`, `#expect`: attributes and macros, which the checker does not look up.
    case attribute
    /// Any other character: `.`, `(`, `:`, `…`.
    case punctuation
  }

  var kind: Kind
  var text: String
  /// The line of the token's first character, from 0.
  var line: Int
  /// Whether a space, a line break or a comment comes right before the token.
  var followsSpace: Bool

  var isCapitalized: Bool { kind == .identifier && text.first?.isUppercase == true }

  /// The tokens of `code`. Unterminated strings and comments end at the end of the text: an
  /// example is read, never trusted to be well formed.
  static func tokens(in code: String) -> [SwiftToken] {
    var lexer = SwiftLexer(Array(code))
    lexer.readCode(untilUnmatchedParenthesis: false)
    return lexer.tokens
  }
}

/// The state of one reading of a text; `SwiftToken.tokens(in:)` is its interface.
private struct SwiftLexer {
  let characters: [Character]
  var index = 0
  var line = 0
  var spaceBefore = true
  var tokens: [SwiftToken] = []

  init(_ characters: [Character]) { self.characters = characters }

  func peek(_ offset: Int = 0) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  mutating func advance() {
    if characters[index] == "\n" { line += 1 }
    index += 1
  }

  mutating func emit(_ kind: SwiftToken.Kind, _ text: String, line: Int) {
    tokens.append(SwiftToken(kind: kind, text: text, line: line, followsSpace: spaceBefore))
    spaceBefore = false
  }

  /// Reads code; inside an interpolation, stops after the `)` that closes it.
  mutating func readCode(untilUnmatchedParenthesis: Bool) {
    var depth = 0
    while let character = peek() {
      let start = line
      if character.isWhitespace {
        spaceBefore = true
        advance()
      } else if character == "/" && peek(1) == "/" {
        while let next = peek(), next != "\n" { advance() }
        spaceBefore = true
      } else if character == "/" && peek(1) == "*" {
        skipBlockComment()
        spaceBefore = true
      } else if character == "\"" {
        readString(hashes: 0, line: start)
      } else if character == "#" && (peek(1) == "\"" || peek(1) == "#") {
        var hashes = 0
        while peek() == "#" {
          hashes += 1
          advance()
        }
        if peek() == "\"" {
          readString(hashes: hashes, line: start)
        }
      } else if character == "@" || character == "#", let next = peek(1), next.isIdentifierHead {
        advance()
        emit(.attribute, String(character) + readWord(), line: start)
      } else if character.isIdentifierHead {
        emit(.identifier, readWord(), line: start)
      } else if character == "`" {
        advance()
        if let next = peek(), next.isIdentifierHead { emit(.identifier, readWord(), line: start) }
        if peek() == "`" { advance() }
      } else if character == "$" {
        advance()
        emit(.identifier, "$" + readWord(), line: start)
      } else if character.isNumber {
        emit(.number, readNumber(), line: start)
      } else {
        if untilUnmatchedParenthesis {
          if character == "(" { depth += 1 }
          if character == ")" {
            if depth == 0 {
              advance()
              return
            }
            depth -= 1
          }
        }
        advance()
        emit(.punctuation, String(character), line: start)
      }
    }
  }

  mutating func readWord() -> String {
    var word = ""
    while let next = peek(), next.isIdentifierHead || next.isNumber {
      word.append(next)
      advance()
    }
    return word
  }

  // Digits, letters (hex, exponents, `_`) and a `.` followed by a digit: `0.5`, `1_000`, `0xFF`.
  mutating func readNumber() -> String {
    var number = ""
    while let next = peek() {
      if next.isNumber || next.isLetter || next == "_" {
        number.append(next)
      } else if next == ".", let after = peek(1), after.isNumber {
        number.append(next)
      } else {
        break
      }
      advance()
    }
    return number
  }

  mutating func skipBlockComment() {
    var depth = 0
    while peek() != nil {
      if peek() == "/" && peek(1) == "*" {
        depth += 1
        advance()
      } else if peek() == "*" && peek(1) == "/" {
        depth -= 1
        advance()
        if depth == 0 {
          advance()
          return
        }
      }
      advance()
    }
  }

  /// Reads a string literal from its opening quote, `"` or `"""`, with `hashes` `#` around it,
  /// as a `.string` token of its literal text in quotes (escapes as written, interpolations
  /// left out); the code of each interpolation becomes tokens after it.
  mutating func readString(hashes: Int, line start: Int) {
    emit(.string, "", line: start)
    let token = tokens.count - 1
    var text = ""
    defer { tokens[token].text = "\"\(text)\"" }
    let isMultiline = peek(1) == "\"" && peek(2) == "\""
    let quotes = isMultiline ? 3 : 1
    for _ in 0..<quotes { advance() }
    let closing = String(repeating: "\"", count: quotes) + String(repeating: "#", count: hashes)
    let escape = "\\" + String(repeating: "#", count: hashes)
    while let character = peek() {
      if !isMultiline && character == "\n" { return }
      if matches(closing) {
        for _ in 0..<closing.count { advance() }
        return
      }
      if matches(escape) {
        for _ in 0..<escape.count { advance() }
        if peek() == "(" {
          advance()
          readCode(untilUnmatchedParenthesis: true)
        } else if let escaped = peek() {
          text += escape + String(escaped)
          advance()
        }
        continue
      }
      text.append(character)
      advance()
    }
  }

  func matches(_ text: String) -> Bool {
    for (offset, expected) in text.enumerated() where peek(offset) != expected { return false }
    return true
  }
}

extension Character {
  fileprivate var isIdentifierHead: Bool { isLetter || self == "_" }
}
