/// The manifest: the hidden file that lists what the last export wrote, so a later export
/// removes its own stale pages and never a file of the user's.
extension SiteExporter {
  /// The hidden file that lists the files the last export wrote, one a line: the pages a
  /// later export may remove, and no other file.
  package nonisolated static let manifestFileName = ".psg-demo-site"

  /// The manifest's text: each name on its line. It is measured first, so the text of a
  /// large site is allocated once rather than grown.
  static func manifest(_ names: some Sequence<String>) -> String {
    var text = ""
    text.reserveCapacity(names.reduce(0) { $0 + $1.utf8.count + 1 })
    for name in names {
      text += name
      text += "\n"
    }
    return text
  }

  /// The names a manifest lists that an export could have written and the folder holds,
  /// each once and as `existing` spells it: a bare file name, never a path or a hidden file,
  /// whatever the manifest was edited to say.
  /// They are also inserted into `seen`.
  static func manifestNames(
    _ text: String, in existing: Set<String>, into seen: inout Set<String>
  ) -> [String] {
    var names: [String] = []
    // Line by line, without an array of every line first.
    var rest = text[...]
    while !rest.isEmpty {
      let end = rest.firstIndex(of: "\n") ?? rest.endIndex
      let line = rest[..<end]
      rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
      let bare =
        !line.isEmpty && line.utf8.count <= 255 && !line.starts(with: ".")
        && line.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            || $0 == "-" || $0 == "_" || $0 == "."
        }
      guard bare, let index = existing.firstIndex(of: String(line)) else { continue }
      let name = existing[index]
      if seen.insert(name).inserted { names.append(name) }
    }
    return names
  }
}
