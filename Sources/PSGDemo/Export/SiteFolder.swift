/// Where ``SiteExporter`` writes a site: a folder of files, behind a protocol so tests can
/// export into memory and the command line into a directory (`DirectorySiteFolder`, in `DemoCommandLine`).
///
/// ```swift
/// final class MemoryFolder: SiteFolder {
///   let name = "memory"
///   var files: [String: String] = [:]
///   func prepare() throws(ExportError) -> [String] { Array(files.keys) }
///   func write(_ contents: String, toFile name: String) throws(ExportError) {
///     files[name] = contents
///   }
/// }
/// ```
package protocol SiteFolder {
  /// What to call the folder in a message, such as its path.
  var name: String { get }

  /// Makes sure the folder exists, creating it if needed, and returns the names of the
  /// entries already in it.
  ///
  /// - Throws: ``ExportError`` when the folder cannot be created or read.
  func prepare() throws(ExportError) -> [String]

  /// Writes `contents` as UTF-8 to the file `name` in the folder, replacing a file of that
  /// name. `name` is a bare file name (letters, digits, `-`, `_` and one `.`), never a path.
  ///
  /// - Throws: ``ExportError`` when the file cannot be written.
  func write(_ contents: String, toFile name: String) throws(ExportError)
}
