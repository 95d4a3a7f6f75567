import Foundation
import TestSupport
import Testing

/// `--lang fr`: the interface in French; the data stays as it is.
@Suite(.tags(.process), .skippedInFastLoop) struct LanguageTests {
  @Test func frenchLabels() async throws {
    let result = try await DemoExecutable.run(["--lang", "fr", "--rows", "3"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput.linesAboveActions == """
        Joueurs

        Recherche : (tapez un nom)

        Filtre : Aucun

          #  N°  Nom            Poste           Formé au club
          -  --  -------------  --------------  -------------
          1   1  Keylor NAVAS   Gardien de but
          2  16  Sergio RICO    Gardien de but
          3  40  Denis FRANCHI  Gardien de but  Formé au club

        Joueurs 1 à 3 sur 35
        """)
    // The actions in French, each whole: which actions the list offers, and where its lines
    // break, are the list's goldens' to pin.
    for action in [
      "chercher TEXTE  Chercher par nom", "effacer  Effacer la recherche",
      "filtrer [NOM]  Choisir un filtre", "ouvrir N  Voir le joueur de la ligne N",
      "suivant  Page suivante", "recharger  Recharger", "buteurs  Voir les meilleurs buteurs",
      "aide  Aide", "quitter  Quitter",
    ] {
      #expect(result.standardOutput.contains(action), "\(action)")
    }
  }

  @Test func frenchFilterNamesChooseFilters() async throws {
    let result = try await DemoExecutable.run(["--lang", "fr"], input: .pipe("filter gardiens\n"))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    let transcript = Transcript(result.standardOutput)
    #expect(transcript.breadcrumbs == ["Joueurs", "Joueurs"])
    #expect(transcript.frames.last?.contains("Filtre : Gardiens de but") == true)
    #expect(transcript.tableRows(inFrame: 1).count == 5)
  }

  /// The errors too: French commands are read, and what fails is said in French.
  @Test func frenchCommandsAndErrors() async throws {
    let result = try await DemoExecutable.run(
      ["--lang", "fr", "--renderer", "plain"], input: .pipe("ouvrir 99\nfoo\n"))
    #expect(result.exitCode == 1)
    #expect(
      result.standardError == """
        psg-demo: pas de ligne « 99 » dans la liste (choisissez une ligne de 1 à 35)
        psg-demo: commande inconnue « foo » (tapez aide pour voir les commandes)

        """)
  }

  @Test func aRouteThatCannotOpenErrsInFrench() async throws {
    let result = try await DemoExecutable.run(["--lang", "fr", "--open", "player/999"])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "psg-demo: route invalide « player/999 » : aucun joueur ne porte le numéro 999"))
    #expect(result.standardError.hasSuffix("(voir psg-demo --help)\n"))
  }

  @Test(arguments: [
    (["--bogus", "--lang", "fr"], "psg-demo: option inconnue « --bogus » (voir psg-demo --help)"),
    (
      ["--lang=fr", "--rows", "0"],
      "psg-demo: --rows doit être un nombre entier de 1 à 10000, pas « 0 » (voir psg-demo --help)"
    ),
    (
      ["export", "--lang", "fr"],
      "psg-demo: export attend un dossier : psg-demo export DOSSIER (voir psg-demo --help)"
    ),
  ])
  func usageErrorsAreFrench(arguments: [String], expected: String) async throws {
    let result = try await DemoExecutable.run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardError == expected + "\n")
  }

  /// `--help` in French, whichever comes first; English as it was.
  @Test(arguments: [["--lang", "fr", "--help"], ["--help", "--lang", "fr"], ["-h", "--lang=fr"]])
  func theHelpIsFrench(arguments: [String]) async throws {
    let result = try await DemoExecutable.run(arguments)
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("psg-demo : l’effectif du Paris Saint-Germain"))
    #expect(result.standardOutput.contains("\nCOMMANDES\n"))
    #expect(result.standardOutput.contains("  ouvrir N "))
    let english = try await DemoExecutable.run(["--help"])
    #expect(english.standardOutput.hasPrefix("psg-demo: the Paris Saint-Germain 2021-22 squad"))
  }

  /// A feed that cannot be read errs in French under `--lang fr`, with the same status, and in
  /// English as before.
  @Test func aBadFeedErrsInFrench() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-language-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let array = folder.appendingPathComponent("array.json")
    try Data("[1]".utf8).write(to: array)
    let missing = folder.appendingPathComponent("missing.json")
    for (path, status, french, english) in [
      (
        array.path, Int32(65),
        "le niveau supérieur doit être un objet avec un tableau « players », trouvé : un tableau",
        #"the top level must be an object with a "players" array, found an array"#
      ),
      (missing.path, Int32(66), "fichier introuvable", "no such file"),
    ] {
      let inFrench = try await DemoExecutable.run(["--lang", "fr", "--data", path])
      #expect(inFrench.exitCode == status)
      #expect(inFrench.standardError == "psg-demo: \(path) : \(french)\n")
      let inEnglish = try await DemoExecutable.run(["--data", path])
      #expect(inEnglish.exitCode == status)
      #expect(inEnglish.standardError == "psg-demo: \(path): \(english)\n")
    }
  }

  /// `psg-demo export --lang fr` speaks French from its help to its last line, with the same
  /// statuses; English as it was.
  @Test func anExportSpeaksFrench() async throws {
    let site = try await ExportedSite.export(["--lang", "fr"])
    defer { site.remove() }
    #expect(site.result.exitCode == 0)
    #expect(site.result.standardError == "")
    let pages = try site.fileNames().filter { $0.hasSuffix(".html") }.count
    #expect(
      site.result.standardOutput
        == "\(pages) pages et 2 fichiers partagés exportés dans \(site.folder.path) "
        + "(début : index.html) : \(pages + 2) écrits, 0 inchangé, 0 supprimé\n")
    #expect(EnglishWords.in(site.result.standardOutput).isEmpty, "\(site.result.standardOutput)")

    // Into the folder it filled, without --force: refused in French, status 73.
    let again = try await DemoExecutable.run(["export", site.folder.path, "--lang", "fr"])
    #expect(again.exitCode == 73)
    #expect(
      again.standardError
        == "psg-demo: \(site.folder.path) : le dossier n’est pas vide ; ajoutez --force pour y "
        + "écrire (aucun autre fichier n’est supprimé)\n")
    #expect(EnglishWords.in(again.standardError).isEmpty, "\(again.standardError)")
    let english = try await DemoExecutable.run(["export", site.folder.path])
    #expect(english.exitCode == 73)
    #expect(
      english.standardError.hasSuffix(
        ": the folder is not empty; add --force to write "
          + "into it (no other file is removed)\n"))

    let forced = try await DemoExecutable.run(
      ["export", site.folder.path, "--force", "--lang", "fr"])
    #expect(forced.exitCode == 0)
    #expect(forced.standardOutput.hasSuffix(" : 0 écrit, \(pages + 2) inchangés, 0 supprimé\n"))
    #expect(EnglishWords.in(forced.standardOutput).isEmpty, "\(forced.standardOutput)")
  }

  @Test(arguments: [
    (
      ["--lang", "fr", "--bogus"],
      "psg-demo: option inconnue « --bogus » pour export (voir psg-demo --help)"
    ),
    (
      ["site", "--lang", "fr", "--renderer", "nope"],
      "psg-demo: --renderer doit être l’un de plain, ansi, markdown, html, json, pas « nope » "
        + "(voir psg-demo --help)"
    ),
  ])
  func exportUsageErrorsAreFrench(arguments: [String], expected: String) async throws {
    let result = try await DemoExecutable.run(["export"] + arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardError == expected + "\n")
  }

  /// `psg-demo export --help` in French, whichever comes first; English as it was.
  @Test(arguments: [["--lang", "fr", "--help"], ["--help", "--lang", "fr"]])
  func theExportHelpIsFrench(arguments: [String]) async throws {
    let result = try await DemoExecutable.run(["export"] + arguments)
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.hasPrefix("psg-demo export : écrire l’app en site statique"))
    let words = result.standardOutput.replacingOccurrences(
      of: "[a-z]+\\.(html|css|js)", with: " ", options: .regularExpression)
    #expect(EnglishWords.in(words).isEmpty, "\(EnglishWords.in(words))")
    let english = try await DemoExecutable.run(["export", "--help"])
    #expect(english.standardOutput.hasPrefix("psg-demo export: write the app as a static site"))
  }
}
