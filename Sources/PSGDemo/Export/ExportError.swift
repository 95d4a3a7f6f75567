import Rendering

/// Why an export wrote nothing, or not everything: one line for the user and the exit status.
///
/// ```swift
/// ExportError.notEmpty(folder: "site").description
/// // "site: the folder is not empty; add --force to write into it (no other file is removed)"
/// ```
package struct ExportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, in one line.
  package var message: String
  /// The `sysexits.h` status: 73 (`EX_CANTCREAT`) when the site cannot be written.
  package var exitCode: Int32

  /// The status for a site that cannot be created or written.
  package static let cannotCreate: Int32 = 73

  /// Creates an error.
  package init(_ message: String, exitCode: Int32 = ExportError.cannotCreate) {
    self.message = message
    self.exitCode = exitCode
  }

  /// The folder holds files and `--force` was not given: nothing was written.
  package static func notEmpty(folder: String) -> ExportError {
    ExportError(
      "\(folder): the folder is not empty; add --force to write into it "
        + "(no other file is removed)")
  }

  /// Another export holds the folder (`DirectorySiteFolder` locks it while it writes): two
  /// exports into one folder would mix their pages, so the second writes nothing.
  package static func busy(folder: String) -> ExportError {
    ExportError("\(folder): another export is writing into this folder; nothing was written")
  }

  /// The export was stopped (a signal cancelled its task) between two pages: every page
  /// written is whole, and the next export into the folder completes the site.
  package static func interrupted(folder: String, written: Int) -> ExportError {
    ExportError(
      "\(folder): the export was interrupted after writing \(written) files; "
        + "export again with --force to complete the site",
      exitCode: 130)
  }

  /// The message with control characters made visible: it holds a path the user typed.
  package var description: String { message.sanitizedForTerminal }
}
