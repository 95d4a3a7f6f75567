import Rendering

/// Why an export wrote nothing, or not everything: the problem as a value, one line for the
/// user in the language asked for (`DemoStrings.describe(_:)`), and the exit status.
///
/// ```swift
/// ExportError.notEmpty(folder: "site").description
/// // "site: the folder is not empty; add --force to write into it (no other file is removed)"
/// DemoStrings(.french).describe(ExportError.notEmpty(folder: "site"))
/// // "site : le dossier n’est pas vide ; ajoutez --force pour y écrire (aucun autre fichier
/// //  n’est supprimé)"
/// ```
package struct ExportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, such as `.notEmpty(folder: "site")`.
  package var problem: ExportProblem
  /// The `sysexits.h` status: 73 (`EX_CANTCREAT`) when the site cannot be written; the
  /// problem's own (``ExportProblem/exitCode``) unless changed.
  package var exitCode: Int32

  /// The status for a site that cannot be created or written.
  package static let cannotCreate: Int32 = 73

  /// Creates an error with the problem's exit status.
  package init(_ problem: ExportProblem) {
    self.problem = problem
    self.exitCode = problem.exitCode
  }

  /// The folder holds files and `--force` was not given: nothing was written.
  package static func notEmpty(folder: String) -> ExportError {
    ExportError(.notEmpty(folder: folder))
  }

  /// Another export holds the folder (`DirectorySiteFolder` locks it while it writes): two
  /// exports into one folder would mix their pages, so the second writes nothing.
  package static func busy(folder: String) -> ExportError {
    ExportError(.busy(folder: folder))
  }

  /// The export was stopped (a signal cancelled its task) between two pages: every page
  /// written is whole, and the next export into the folder completes the site.
  package static func interrupted(folder: String, written: Int) -> ExportError {
    ExportError(.interrupted(folder: folder, written: written))
  }

  /// What went wrong, in English, in one line.
  package var message: String { DemoStrings(.english).describe(problem) }

  /// The message in English with control characters made visible: it holds a path the user
  /// typed.
  package var description: String { message.sanitizedForTerminal }
}
