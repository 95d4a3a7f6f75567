/// Where ``SiteExporter`` writes a site: a folder of files, behind a protocol so tests can
/// export into memory and the command line into a directory (`DirectorySiteFolder`, in `DemoCommandLine`).
///
/// ```swift
/// final class MemoryFolder: SiteFolder {
///   let name = "memory"
///   var files: [String: String] = [:]
///   func prepare() throws(ExportError) -> [String] { Array(files.keys) }
///   func contents(ofFile name: String) -> String? { files[name] }
///   func write(_ contents: String, toFile name: String, isNew: Bool) throws(ExportError) {
///     files[name] = contents
///   }
///   func removeFile(_ name: String) throws(ExportError) { files[name] = nil }
///   func release() {}
/// }
/// ```
package protocol SiteFolder {
  /// What to call the folder in a message, such as its path.
  var name: String { get }

  /// Makes sure the folder exists, creating it if needed, takes it for this export until
  /// ``release()``, and returns the names of the entries in it.
  ///
  /// A folder on disk refuses a second export while one holds it, and removes what an export
  /// that was killed left behind (its temporary files).
  ///
  /// - Throws: ``ExportError`` when the folder cannot be created or read, or another export
  ///   is writing into it.
  func prepare() throws(ExportError) -> [String]

  /// The text of the file `name`, or `nil` when there is none or it cannot be read as UTF-8.
  func contents(ofFile name: String) -> String?

  /// Whether the file `name` holds exactly the UTF-8 bytes of `contents`: then it need not be
  /// written again, and keeps its modification time.
  func holds(_ contents: String, inFile name: String) -> Bool

  /// Writes `contents` as UTF-8 to the file `name` in the folder, replacing a file of that
  /// name. `name` is a bare file name (letters, digits, `-`, `_` and one `.`), never a path.
  /// `isNew` says that ``prepare()`` did not list it: no reader can be reading it yet.
  ///
  /// - Throws: ``ExportError`` when the file cannot be written.
  func write(_ contents: String, toFile name: String, isNew: Bool) throws(ExportError)

  /// Waits until every file ``write(_:toFile:isNew:)`` was given is written: a folder may
  /// write on another thread while the export makes the next page.
  ///
  /// - Throws: ``ExportError`` when a file could not be written.
  func flush() throws(ExportError)

  /// Whether `name` is a folder (not a symbolic link to one): a folder of the user's where a
  /// file of the site was, which the export keeps rather than replaces or removes.
  func isFolder(_ name: String) -> Bool

  /// Removes the file `name`, a page an earlier export wrote and this one does not; a file
  /// already gone is not an error.
  ///
  /// - Throws: ``ExportError`` when the file cannot be removed.
  func removeFile(_ name: String) throws(ExportError)

  /// Ends the export's hold on the folder: another export may write into it.
  func release()
}

extension SiteFolder {
  /// Nothing to wait for: a folder that writes each file when it is given.
  package func flush() throws(ExportError) {}

  /// No folders: a folder of files alone, such as one in memory.
  package func isFolder(_ name: String) -> Bool { false }

  /// Compares with ``contents(ofFile:)``; a folder on disk compares the bytes without
  /// decoding them.
  package func holds(_ contents: String, inFile name: String) -> Bool {
    // Bytes, not `==`, which would take two spellings of an accent for the same text.
    self.contents(ofFile: name).map { $0.utf8.elementsEqual(contents.utf8) } ?? false
  }
}

extension SiteFolder {
  /// ``prepare()``, then the rule every export of the command line keeps: a folder that holds
  /// files of the user's (any name not starting with `.`) is written into only when `force`;
  /// otherwise the hold is released and ``ExportProblem/notEmpty(folder:)`` thrown.
  ///
  /// - Returns: The names the folder holds, as ``prepare()`` gives them.
  package func prepare(force: Bool) throws(ExportError) -> [String] {
    let names = try prepare()
    if !force, names.contains(where: { !$0.starts(with: ".") }) {
      release()
      throw ExportError.notEmpty(folder: name)
    }
    return names
  }
}
