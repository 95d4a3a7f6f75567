/// The manifest: the hidden file that lists what the last export wrote, so a later export
/// removes its own stale pages and never a file of the user's.
extension SiteExporter {
  /// The hidden file that lists the files the last export wrote, one a line: the pages a
  /// later export may remove, and no other file.
  package nonisolated static let manifestFileName = ".psg-demo-site"

  /// The manifest's text: each name on its line, then `lines`, already one name a line. It
  /// is measured first, so the text of a large site is allocated once rather than grown.
  static func manifest(_ names: some Sequence<String>, followedBy lines: String = "") -> String {
    var text = ""
    text.reserveCapacity(names.reduce(lines.utf8.count) { $0 + $1.utf8.count + 1 })
    for name in names {
      text += name
      text += "\n"
    }
    text += lines
    return text
  }

  /// The names a manifest lists that an export could have written, that the folder holds
  /// (`existing`) and that the site does not have (`site`): the pages of an earlier export to
  /// remove. Each is taken out of `existing` and written once, as `existing` spells it, on a
  /// line of the text returned: a bare file name, never a path or a hidden file, whatever the
  /// manifest was edited to say.
  ///
  /// One line of text a name, rather than an array of strings, holds the 207,327 names of the
  /// largest feed's site in 6 MB rather than 20.
  ///
  /// - Complexity: O(*n*) in the manifest's length.
  static func staleNames(
    inManifest text: String, from existing: inout Set<String>, notIn site: Set<String>
  ) -> String {
    var stale = ""
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
      guard bare else { continue }
      let name = String(line)
      // Taken out, so a name listed twice is removed once.
      guard !site.contains(name), let held = existing.remove(name) else { continue }
      stale += held
      stale += "\n"
    }
    return stale
  }
}
