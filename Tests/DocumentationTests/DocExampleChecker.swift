/// Checks that a documentation example names only what exists.
///
/// Three kinds of names are looked up; everything else (a lowercase name standing alone, such
/// as `viewModel` or `navigator`, is the reader's context) is left to the reader:
/// - a capitalised name (`Screen`, `Squad`) must be one the package's code declares or uses;
/// - a member after a `.` must be declared by the package or used by its code, and when what
///   is before the dot is a type of the package (`RoutePath.players`) or a name the example made
///   from one (`let viewModel = TopScorersViewModel(…)`), that type or its supertypes must
///   declare it;
/// - an argument label (`title:` in `Screen(title:`) must be a label, a parameter or a stored
///   property the package declares, or one its code passes.
///
/// Names the example declares itself (constants, functions, types and their members, closure
/// parameters) are allowed everywhere in it.
struct DocExampleChecker {
  var vocabulary: PackageVocabulary
  /// Names an example may use that the package's code neither declares nor uses: the
  /// reader's own types (`MyRenderer`) and the few names of the toolchain the package does not
  /// call (`terminator:`).
  var allowedNames: Set<String>

  /// What `example` names that does not exist, each as `file:line: problem`.
  func problems(in example: DocCommentExample) -> [String] {
    let tokens = SwiftToken.tokens(in: example.lines.joined(separator: "\n"))
    let locals = Self.localNames(in: tokens).union(allowedNames)
    let instances = instanceTypes(in: tokens)
    var problems: [String] = []
    func report(_ token: SwiftToken, _ problem: String) {
      problems.append("\(example.file):\(example.line + 1 + token.line): \(problem)")
    }
    var brackets: [String] = []
    for (index, token) in tokens.enumerated() {
      if token.kind == .punctuation {
        if "([{".contains(token.text) { brackets.append(token.text) }
        if ")]}".contains(token.text) { _ = brackets.popLast() }
        continue
      }
      guard token.kind == .identifier, !locals.contains(token.text) else { continue }
      let previous = index > 0 ? tokens[index - 1] : nil
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      if previous?.text == ".", !(index > 1 && tokens[index - 2].text == ".") {
        if let problem = memberProblem(at: index, in: tokens, instances: instances) {
          report(token, problem)
        }
      } else if token.isCapitalized {
        if !vocabulary.typeNames.contains(token.text) && !Self.keywords.contains(token.text) {
          report(token, "`\(token.text)` is a name the package neither declares nor uses")
        }
      } else if next?.text == ":", next?.followsSpace == false, brackets.last == "(",
        previous?.text == "(" || previous?.text == ",",
        !vocabulary.labelNames.contains(token.text)
      {
        report(token, "the label `\(token.text):` is not a parameter the package declares")
      }
    }
    return problems
  }

  // A member after a dot: looked up in the type before the dot when it is known, else by name.
  private func memberProblem(at index: Int, in tokens: [SwiftToken], instances: [String: String])
    -> String?
  {
    let member = tokens[index].text
    if PackageVocabulary.universalMembers.contains(member) { return nil }
    if let type = receiverType(ofDotAt: index - 1, in: tokens, instances: instances),
      let declared = vocabulary.declares(member, in: type)
    {
      return declared ? nil : "`\(type)` declares no member `\(member)`"
    }
    return vocabulary.memberNames.contains(member)
      ? nil : "`.\(member)` is a member the package neither declares nor uses"
  }

  /// The package type before the dot at `dot`: a chain of capitalised names that is a type's
  /// path (`Action.Name`), or a name the example made from a type (`viewModel`) followed by
  /// properties whose types the package declares (`viewModel.player`, a `Dynamic`).
  private func receiverType(ofDotAt dot: Int, in tokens: [SwiftToken], instances: [String: String])
    -> String?
  {
    guard dot > 0, tokens[dot - 1].kind == .identifier else { return nil }
    var start = dot - 1
    while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier {
      start -= 2
    }
    // A chain after a value (`viewModel.Name`) or an operator-less dot (`..<`) is not a type.
    if start > 0, tokens[start - 1].text == "." || tokens[start - 1].text == "\\" { return nil }
    let chain = stride(from: start, to: dot, by: 2).map { tokens[$0].text }
    if var type = instances[chain[0]] {
      for property in chain.dropFirst() {
        guard let next = vocabulary.propertyTypes[type]?[property] else { return nil }
        type = next
      }
      return vocabulary.types.contains(type) ? type : nil
    }
    let path = chain.joined(separator: ".")
    return vocabulary.types.contains(path) ? path : nil
  }

  /// The names bound to a value of a package type: `let name = [try] Type(`, `Type {`, or
  /// `let name: Type`. A name declared twice (a property and a local) is left out.
  private func instanceTypes(in tokens: [SwiftToken]) -> [String: String] {
    var instances: [String: String] = [:]
    var declared: [String: Int] = [:]
    for (index, token) in tokens.enumerated()
    where (token.text == "let" || token.text == "var") && index + 3 < tokens.count {
      let name = tokens[index + 1].text
      declared[name, default: 0] += 1
      var position = index + 3
      guard tokens[index + 2].text == "=" || tokens[index + 2].text == ":" else { continue }
      while position < tokens.count, ["try", "await", "?", "!"].contains(tokens[position].text) {
        position += 1
      }
      guard position < tokens.count else { continue }
      let path = PackageVocabulary.typePath(in: tokens, from: position)
      let after = position + 2 * path.split(separator: ".").count - 1
      guard vocabulary.types.contains(path), after < tokens.count else { continue }
      if tokens[index + 2].text == ":" || Self.isWholeInitialiserCall(in: tokens, from: after) {
        instances[name] = path
      }
    }
    // In an extension of a package type, its properties are in scope: `viewModel` in
    // `extension TopScorersScene` is the scene's view model.
    for (index, token) in tokens.enumerated() where token.text == "extension" {
      let extended = PackageVocabulary.typePath(in: tokens, from: index + 1)
      for (name, type) in vocabulary.propertyTypes[extended] ?? [:]
      where declared[name] == nil && vocabulary.types.contains(type) {
        instances[name] = type
        declared[name] = 1
      }
    }
    return instances.filter { declared[$0.key] == 1 }
  }

  /// Whether the tokens from `start` are a call's arguments (`<…>`, `(…)`, trailing
  /// closures) and nothing after: `Type(…)` is a `Type`, `Type(…).make()` may be anything.
  private static func isWholeInitialiserCall(in tokens: [SwiftToken], from start: Int) -> Bool {
    var index = start
    var sawArguments = false
    while index < tokens.count, ["<", "(", "{"].contains(tokens[index].text) {
      let opening = tokens[index].text
      let closing = opening == "<" ? ">" : opening == "(" ? ")" : "}"
      var depth = 0
      repeat {
        if tokens[index].text == opening { depth += 1 }
        if tokens[index].text == closing && !tokens.isArrowHead(at: index) { depth -= 1 }
        index += 1
      } while index < tokens.count && depth > 0
      sawArguments = true
    }
    guard sawArguments else { return false }
    return index == tokens.count || !(tokens[index].text == "." || tokens[index].text == "?")
  }

  /// Names the example declares: after `let`, `var`, `func`, a type keyword or `case` (when
  /// it names a case), the parameters of its functions, and the parameters of its closures
  /// and loops (`{ scene, index in`, `for line in`).
  static func localNames(in tokens: [SwiftToken]) -> Set<String> {
    var names: Set<String> = []
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      if PackageVocabulary.declarationKeywords.contains(token.text), let next,
        next.kind == .identifier
      {
        names.insert(next.text)
        if token.text == "func" {
          names.formUnion(parameterNames(in: tokens, after: index + 2))
        }
      } else if token.text == "in", next?.text != ":" {
        names.formUnion(closureParameters(in: tokens, before: index))
      }
    }
    return names
  }

  // Every name in a function's parameter list that comes before a `:` or a name before it.
  private static func parameterNames(in tokens: [SwiftToken], after start: Int) -> [String] {
    guard start < tokens.count, tokens[start].text == "(" else { return [] }
    var names: [String] = []
    var depth = 0
    for index in start..<tokens.count {
      let text = tokens[index].text
      if text == "(" { depth += 1 }
      if text == ")" { depth -= 1 }
      if depth == 0 { break }
      if depth == 1, tokens[index].kind == .identifier, index + 1 < tokens.count,
        tokens[index + 1].text == ":" || tokens[index + 1].kind == .identifier
      {
        names.append(text)
      }
    }
    return names
  }

  // The lowercase names between the `{` or `for` that opens a closure's or a loop's
  // parameters and its `in`.
  private static func closureParameters(in tokens: [SwiftToken], before index: Int) -> [String] {
    var names: [String] = []
    var position = index - 1
    while position >= 0, index - position <= 40 {
      let token = tokens[position]
      if token.text == "{" || token.text == "for" { return names }
      if token.text == "=" || token.text == "}" { return [] }
      if token.kind == .identifier && !token.isCapitalized { names.append(token.text) }
      position -= 1
    }
    return []
  }

  /// Capitalised keywords.
  static let keywords: Set<String> = ["Self", "Any", "Type"]
}
