import MVVMC
import PlayerFeed

/// Why an export wrote nothing, or not everything, as a value: the error carries it
/// (``ExportError/problem``) and ``DemoStrings`` writes it in the language asked for, one
/// `switch` a language, so a case without its words in either does not compile.
///
/// The system's own reason (`reason`) is its words as the English line gives them, such as
/// `permission denied`: a French line quotes them as they are.
///
/// ```swift
/// let problem = ExportProblem.cannotWrite(
///   folder: "site", file: "index.html", reason: "is a directory")
/// DemoStrings(.english).describe(problem)  // "site: cannot write index.html: is a directory"
/// DemoStrings(.french).describe(problem)
/// // "site : impossible d’écrire « index.html » (système : « is a directory »)"
/// ```
package enum ExportProblem: Equatable, Sendable {
  /// The folder holds files and `--force` was not given: nothing was written.
  case notEmpty(folder: String)
  /// Another export holds the folder: two exports into one folder would mix their pages, so
  /// the second writes nothing.
  case busy(folder: String)
  /// The export was stopped (a signal cancelled its task) between two pages, after writing
  /// `written` files: each is whole, and the next export into the folder completes the site.
  case interrupted(folder: String, written: Int)
  /// The path names a file, not a folder.
  case notAFolder(folder: String)
  /// The folder was missing and cannot be created.
  case cannotCreate(folder: String, reason: String)
  /// The folder's files cannot be listed.
  case cannotRead(folder: String, reason: String)
  /// The folder cannot be opened or locked for this export.
  case cannotLock(folder: String, reason: String)
  /// A file of the site cannot be written.
  case cannotWrite(folder: String, file: String, reason: String)
  /// A page an earlier export wrote cannot be removed.
  case cannotRemove(folder: String, file: String, reason: String)
  /// A folder of the user's has the name of a file of the site, `file` (the first such one,
  /// with `others` more): it was kept with its files and every other file written, but links
  /// to that page cannot resolve.
  case keptFolder(folder: String, file: String, others: Int)
  /// The players cannot make a site, such as two sharing an id (and so a page).
  case invalidPlayers(FeedProblem)
  /// A route of the site does not open: a fault of the app, as every route comes from the
  /// players themselves.
  case routeFailed(RouteError)
  /// The renderer's `siteFormat` cannot be written (`SiteFormat.isWritable`): an extension
  /// or a shared file's name that is not a bare file name, a fault of the renderer.
  case unwritableSiteFormat(renderer: String)

  /// The `sysexits.h` status: 73 (`EX_CANTCREAT`) when the site cannot be written, 130 when
  /// it was interrupted, the feed's status (65) for players that cannot make a site, 70
  /// (`EX_SOFTWARE`) for a fault of the program.
  package var exitCode: Int32 {
    switch self {
    case .notEmpty, .busy, .notAFolder, .cannotCreate, .cannotRead, .cannotLock, .cannotWrite,
      .cannotRemove, .keptFolder:
      ExportError.cannotCreate
    case .interrupted: 130
    case .invalidPlayers(let problem): problem.exitCode
    case .routeFailed, .unwritableSiteFormat: 70
    }
  }
}
