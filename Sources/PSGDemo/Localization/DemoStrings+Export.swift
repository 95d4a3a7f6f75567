import MVVMC
import PlayerFeed
import Rendering

/// What an export says, in the language asked for: why it failed (``ExportProblem``, one
/// `switch` a language) and the line it ends with. The system's own words (`reason`) are
/// quoted as they are.
///
/// ```swift
/// DemoStrings(.french).describe(ExportError.busy(folder: "site"))
/// // "site : une autre exportation écrit dans ce dossier ; rien n’a été écrit"
/// ```
extension DemoStrings {
  /// The one line that reports `error`, with control characters made visible:
  /// ``ExportError/description`` in English.
  package func describe(_ error: ExportError) -> String {
    describe(error.problem).sanitizedForTerminal
  }

  /// The line an export ends with: what the site holds, then what was written, left and
  /// removed.
  ///
  /// ```swift
  /// DemoStrings(.english).exportReport(summary, folder: "site")
  /// // "exported 53 pages and 2 shared files to site (start at index.html): 55 written,
  /// //  0 unchanged, 0 removed"
  /// DemoStrings(.french).exportReport(summary, folder: "site")
  /// // "53 pages et 2 fichiers partagés exportés dans site (début : index.html) : 55 écrits,
  /// //  0 inchangé, 0 supprimé"
  /// ```
  package func exportReport(_ summary: SiteExportSummary, folder: String) -> String {
    self.exportReportLine(summary, folder)
  }

  /// Why an export failed, in the language asked for.
  package func describe(_ problem: ExportProblem) -> String {
    self.exportProblem(problem)
  }
}

extension English {
  static func describe(_ problem: ExportProblem) -> String {
    switch problem {
    case .notEmpty(let folder):
      "\(folder): the folder is not empty; add --force to write into it "
        + "(no other file is removed)"
    case .busy(let folder):
      "\(folder): another export is writing into this folder; nothing was written"
    case .interrupted(let folder, let written):
      "\(folder): the export was interrupted after writing \(written) files; "
        + "export again with --force to complete the site"
    case .notAFolder(let folder): "\(folder): cannot write the site: it is a file, not a folder"
    case .cannotCreate(let folder, let reason): "\(folder): cannot create the folder: \(reason)"
    case .cannotRead(let folder, let reason): "\(folder): cannot read the folder: \(reason)"
    case .cannotLock(let folder, let reason): "\(folder): cannot lock the folder: \(reason)"
    case .cannotWrite(let folder, let file, let reason):
      "\(folder): cannot write \(file): \(reason)"
    case .cannotRemove(let folder, let file, let reason):
      "\(folder): cannot remove \(file): \(reason)"
    case .keptFolder(let folder, let file, let others) where others == 0:
      "\(folder): kept your folder \(file) where a page of the site belongs: links to that "
        + "page do not resolve until the folder is moved (every other file is written)"
    case .keptFolder(let folder, let file, let others):
      "\(folder): kept your folder \(file) and \(others) more where pages of the site belong: "
        + "links to those pages do not resolve until the folders are moved (every other file "
        + "is written)"
    case .invalidPlayers(let problem): "cannot export: \(problem.description)"
    case .routeFailed(let error): "cannot export: \(error.description)"
    case .unwritableSiteFormat(let renderer):
      "cannot export with the \(renderer) renderer: its site format names a file that cannot be "
        + "written (an extension or a shared file's name that is not a bare file name)"
    }
  }

  static func exportReport(_ summary: SiteExportSummary, folder: String) -> String {
    let pages = summary.pages.count
    let shared = summary.sharedFiles.count
    let files = shared == 0 ? "" : " and \(shared) shared file\(shared == 1 ? "" : "s")"
    return "exported \(pages) pages\(files) to \(folder.sanitizedForTerminal) "
      + "(start at \(summary.pages.first ?? "")): \(summary.written) written, "
      + "\(summary.unchanged) unchanged, \(summary.removed) removed"
  }
}

extension French {
  static func describe(_ problem: ExportProblem) -> String {
    switch problem {
    case .notEmpty(let folder):
      "\(folder) : le dossier n’est pas vide ; ajoutez --force pour y écrire "
        + "(aucun autre fichier n’est supprimé)"
    case .busy(let folder):
      "\(folder) : une autre exportation écrit dans ce dossier ; rien n’a été écrit"
    case .interrupted(let folder, let written):
      "\(folder) : l’exportation a été interrompue après \(files(written, "écrit")) ; "
        + "exportez de nouveau avec --force pour compléter le site"
    case .notAFolder(let folder):
      "\(folder) : impossible d’écrire le site : c’est un fichier, pas un dossier"
    case .cannotCreate(let folder, let reason):
      "\(folder) : impossible de créer le dossier \(system(reason))"
    case .cannotRead(let folder, let reason):
      "\(folder) : impossible de lire le dossier \(system(reason))"
    case .cannotLock(let folder, let reason):
      "\(folder) : impossible de verrouiller le dossier \(system(reason))"
    case .cannotWrite(let folder, let file, let reason):
      "\(folder) : impossible d’écrire « \(file) » \(system(reason))"
    case .cannotRemove(let folder, let file, let reason):
      "\(folder) : impossible de supprimer « \(file) » \(system(reason))"
    case .keptFolder(let folder, let file, let others) where others == 0:
      "\(folder) : votre dossier « \(file) » est gardé là où le site a une page : les liens "
        + "vers cette page ne mènent nulle part tant que le dossier n’est pas déplacé (tous les "
        + "autres fichiers sont écrits)"
    case .keptFolder(let folder, let file, let others):
      "\(folder) : votre dossier « \(file) » et \(others) autre\(plural(others)) sont "
        + "gardés là où le site a des pages : les liens vers ces pages ne mènent nulle part tant "
        + "que les dossiers ne sont pas déplacés (tous les autres fichiers sont écrits)"
    case .invalidPlayers(let problem):
      "exportation impossible : \(DemoStrings.french.describe(problem))"
    case .routeFailed(let error): "exportation impossible : \(DemoStrings.french.describe(error))"
    case .unwritableSiteFormat(let renderer):
      "exportation impossible avec le moteur de rendu « \(renderer) » : son format de site "
        + "nomme un fichier qui ne peut pas être écrit (une extension ou le nom d’un fichier "
        + "partagé qui n’est pas un simple nom de fichier)"
    }
  }

  static func exportReport(_ summary: SiteExportSummary, folder: String) -> String {
    let pages = summary.pages.count
    let shared = summary.sharedFiles.count
    // French counts 0 and 1 in the singular, and a masculine word makes the whole plural.
    let site =
      shared == 0
      ? "\(pages) page\(plural(pages)) exportée\(plural(pages))"
      : "\(pages) page\(plural(pages)) et \(shared) fichier\(plural(shared)) "
        + "partagé\(plural(shared)) exportés"
    let counts = [
      counted(summary.written, "écrit"), counted(summary.unchanged, "inchangé"),
      counted(summary.removed, "supprimé"),
    ]
    return "\(site) dans \(folder.sanitizedForTerminal) (début : \(summary.pages.first ?? "")) : "
      + counts.joined(separator: ", ")
  }

  /// `s` for a French plural: from 2, as French counts 0 and 1 in the singular.
  private static func plural(_ count: Int) -> String {
    count >= 2 ? "s" : ""
  }

  /// `3 écrits`, `1 écrit`, `0 écrit`.
  private static func counted(_ count: Int, _ word: String) -> String {
    "\(count) \(word)\(plural(count))"
  }

  /// `3 fichiers écrits`, `1 fichier écrit`.
  private static func files(_ count: Int, _ participle: String) -> String {
    "\(count) fichier\(plural(count)) \(participle)\(plural(count))"
  }

  /// The system's own words, quoted in a French line: `(système : « permission denied »)`.
  private static func system(_ reason: String) -> String {
    "(système : « \(reason) »)"
  }
}
