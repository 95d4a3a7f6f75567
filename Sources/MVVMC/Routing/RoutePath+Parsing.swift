extension RoutePath {
  /// Reads a route down `tree`, starting with its root's segment.
  ///
  /// The text is split at `/` into components; at each depth the segment types that may come
  /// next (those `tree` lets follow the last one read) are tried in order, each with its forms
  /// of most components first, and the first that reads the components takes them. A `?query`
  /// belongs to the segment whose last component it follows. A route that does not begin with the
  /// root's segment begins with the root's implied one.
  ///
  /// ```swift
  /// try RoutePath(parsing: "player/id/32/compare/30", in: tree).address
  ///   // "player/id/32/compare/30": the list (implied), a player, the comparison
  /// try RoutePath(parsing: "scorers/bogus", in: tree)
  ///   // RouteError: “bogus” cannot follow “scorers” (accepted: player/id/ID, player/NUMBER)
  /// ```
  ///
  /// - Throws: ``RouteError`` naming the segment that failed, with the forms accepted there.
  /// - Complexity: O(*c* × *f*) for *c* components and *f* forms that may come at each depth.
  public init(parsing text: String, in tree: RouteTree) throws(RouteError) {
    let root = tree.root
    var rest = Substring(text.trimmingWhitespace)
    if rest.first == "/" { rest = rest.dropFirst() }
    let components = rest.split(separator: "/", omittingEmptySubsequences: false)
    var segments: [any RouteSegment] = []
    var candidates: [any RouteSegment.Type] = [root]
    var index = 0
    var isAfterImpliedRoot = false
    while index < components.count {
      do throws(RouteError) {
        if let (segment, count) = try Self.read(
          components[index...], candidates: candidates, route: text)
        {
          segments.append(segment)
          candidates = tree.followers(of: type(of: segment))
          index += count
          continue
        }
      } catch {
        throw error.accepting(isAfterImpliedRoot && index == 0 ? tree.firstTypes : candidates)
      }
      if segments.isEmpty, let implied = root.impliedSegment {
        // `player/id/32` is `players/player/id/32`: the root's default, then the rest.
        segments.append(implied)
        candidates = tree.followers(of: root)
        isAfterImpliedRoot = true
        continue
      }
      guard !segments.isEmpty, !isAfterImpliedRoot || index > 0 else {
        // Nothing read at all: what a route may begin with is the root's or what follows it.
        throw RouteError(route: text, problem: .unknownRoute).accepting(tree.firstTypes)
      }
      let problem = RouteProblem.cannotFollow(
        String(components[index]), after: RoutePath(segments).address)
      throw RouteError(route: text, problem: problem).accepting(candidates)
    }
    if segments.isEmpty {
      guard let implied = root.impliedSegment else {
        throw RouteError(route: text, problem: .unknownRoute).accepting(candidates)
      }
      segments.append(implied)
    }
    self.init(segments)
  }

  /// The segment the first of `candidates` reads from the start of `components`, with the
  /// number of components it took.
  private static func read(
    _ components: ArraySlice<Substring>, candidates: [any RouteSegment.Type], route: String
  ) throws(RouteError) -> (any RouteSegment, Int)? {
    for type in candidates {
      var counts: [Int] = []
      for form in type.forms where !counts.contains(form.components.count) {
        counts.append(form.components.count)
      }
      counts.sort(by: >)
      for count in counts where count <= components.count {
        let taken = Array(components.prefix(count))
        // Only the last component of a segment may carry its query.
        guard taken.dropLast().allSatisfy({ !$0.contains("?") }) else { continue }
        let last = taken[count - 1].split(
          separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let pathComponents = taken.dropLast() + [last[0]]
        let matchesAForm = type.forms.contains { form in
          let pattern = form.components
          return pattern.count == count
            && zip(pathComponents, pattern).allSatisfy { RouteForm.component($0, matches: $1) }
        }
        guard matchesAForm else { continue }
        let query = last.count > 1 ? String(last[1]) : nil
        let path = pathComponents.joined(separator: "/")
        if let segment = try type.read(path: path, query: query, route: route) {
          return (segment, count)
        }
      }
    }
    return nil
  }

  /// Opens the route from `root`: each segment is handed to the coordinator the one before it
  /// returned, the root's to `root` itself.
  ///
  /// - Parameters:
  ///   - root: The root coordinator, which opens the first segment.
  ///   - tree: The tree the route was read with, for the forms an error accepts.
  /// - Throws: ``RouteError`` from the coordinator that could not open its segment, with the
  ///   forms accepted at that depth.
  @MainActor public func open(from root: any RouteHandling, in tree: RouteTree) throws(RouteError) {
    var handler = root
    var candidates = segments.first.map { tree.followers(of: type(of: $0)) } ?? []
    for index in segments.indices {
      let segment = segments[index]
      do throws(RouteError) {
        handler = try handler.openReadSegment(segment)
      } catch {
        // After an implied root, a route may begin with the root's forms as well.
        let first = segments[0]
        let accepted =
          index == 0
          ? [type(of: segment)]
          : index == 1 && first.isImplied ? tree.firstTypes : candidates
        throw error.accepting(accepted)
      }
      candidates = tree.followers(of: type(of: segment))
    }
  }

  /// The forms of `types` an error lists (``RouteForm/isListedInErrors``), in order.
  package static func listedForms(of types: [any RouteSegment.Type]) -> [String] {
    var forms: [String] = []
    for type in types {
      for form in type.forms where form.isListedInErrors { forms.append(form.pattern) }
    }
    return forms
  }

  /// Every form a route can take in `tree`, as a help text lists them: the root's forms,
  /// then, depth by depth, the forms of each segment type after the first form of each type
  /// it can follow (the root's implied segment is left out); a type's own followers are
  /// listed below the first place it stands only, so a tree with cycles ends.
  ///
  /// ```swift
  /// RoutePath.forms(in: tree).map(\.pattern)
  ///   // ["players", …, "player/id/ID", "scorers", "player/id/ID/compare", …]
  /// ```
  ///
  /// - Complexity: O(*t* × *f*) for *t* segment types with *f* forms each.
  public static func forms(in tree: RouteTree) -> [RouteForm] {
    let root = tree.root
    var forms: [RouteForm] = []
    var expanded: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    var level: [(type: any RouteSegment.Type, prefix: String, expands: Bool)] = [(root, "", true)]
    while !level.isEmpty {
      var next: [(type: any RouteSegment.Type, prefix: String, expands: Bool)] = []
      for (type, prefix, expands) in level {
        forms += type.forms.map { form in
          RouteForm(
            prefix + form.pattern, isListedInErrors: form.isListedInErrors, summary: form.summary)
        }
        guard expands else { continue }
        // Below the root's implied segment the prefix stays empty, as addresses write it.
        let first = type.forms.first.map { String($0.pattern.prefix { $0 != "?" }) } ?? ""
        let isRoot = ObjectIdentifier(type) == ObjectIdentifier(root)
        let childPrefix = isRoot && root.impliedSegment != nil ? "" : prefix + first + "/"
        for follower in tree.followers(of: type) {
          let expandsToo = expanded.insert(ObjectIdentifier(follower)).inserted
          next.append((follower, childPrefix, expandsToo))
        }
      }
      level = next
    }
    return forms
  }
}

extension RouteSegment {
  /// ``implied`` as an existential, for a type only known at run time.
  static var impliedSegment: (any RouteSegment)? { implied }
}

extension RouteError {
  /// The error with the listed forms of `types` as the accepted ones, unless it has some.
  func accepting(_ types: [any RouteSegment.Type]) -> RouteError {
    guard acceptedForms.isEmpty else { return self }
    var error = self
    error.acceptedForms = RoutePath.listedForms(of: types)
    return error
  }
}

extension String {
  /// The text without spaces and tabs at either end.
  fileprivate var trimmingWhitespace: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
    let end = lastIndex(where: { !isSpace($0) })!
    return self[start...end]
  }
}
