import PSGDemo
import TerminalUI

extension ReplayWords {
  /// The replay's words in French.
  static let french = ReplayWords(
    about: "psg-demo replay : ouvrir un enregistrement fait avec --record, et le parcourir.",
    modes: "Avec --at N, écrire l’écran de l’étape N tel qu’il fut enregistré (sa largeur, sa "
      + "langue), puis finir. Sur un terminal, montrer l’écran de chaque étape à côté de "
      + "l’inspecteur tel qu’il était alors (le pied de page nomme les touches ; r reprend). "
      + "Sinon, ou avec --line, lire des commandes ligne par ligne : étape N, après, "
      + "avant, début, fin ; reprendre quitte le rejeu et continue en direct depuis l’étape "
      + "montrée.",
    atOption: "écrire l’étape N (0 est le départ) et finir",
    rendererOption: "comment montrer les écrans (par défaut : ansi sur un terminal, sinon plain)",
    dataOption: "le flux que reprendre ouvre (par défaut : l’effectif intégré) ; reprendre "
      + "refuse un flux dont l’empreinte diffère de celle de l’enregistrement",
    lineOption: "mode ligne (une invite replay>) même sur un terminal",
    exportOption: "écrire l’enregistrement en visite guidée HTML dans DOSSIER : une page par "
      + "étape, son écran à côté du panneau de l’inspecteur, et un sommaire ; puis finir",
    forceOption: "exporter dans un dossier qui n’est pas vide, en remplaçant les fichiers de "
      + "même nom",
    walkthrough: Walkthrough(
      title: "Visite guidée", stepColumn: "Étape", commandColumn: "Commande",
      routeColumn: "Route", start: "départ", previous: "Étape précédente", next: "Étape suivante",
      index: "Toutes les étapes"),
    commands: Commands(
      step: "étape", later: "après", earlier: "avant", first: "début", last: "fin",
      inspect: "inspecter", resume: "reprendre", quit: "quitter", help: "aide"),
    stepLine: { seq, last, command in
      "étape \(seq) sur \(last)" + (command.map { " · \($0)" } ?? " · départ")
    },
    refusedLine: { "refusé : \($0)" },
    commandsHelp: "étape N  montrer l’étape N · après  l’étape suivante · avant  l’étape "
      + "précédente · début, fin  la première ou la dernière étape · inspecter  l’inspecteur "
      + "après cette étape, avec ce qu’elle a changé · reprendre  continuer en "
      + "direct depuis cette étape · quitter",
    problem: { problem, file in
      switch problem {
      case .recording(.unreadable(let code)):
        "\(file) : impossible de lire l’enregistrement (\(DemoStrings.systemError(code)))"
      case .recording(.notAFile(let kind)):
        "\(file) : \(frenchWords(for: kind)) n’est pas un enregistrement : le rejeu lit ses "
          + "étapes dans un fichier ordinaire"
      case .recording(.tooLarge(let bytes)):
        "\(file) : \(bytes) octets, c’est plus qu’un enregistrement n’en contient "
          + "(\(RecordingReader.maximumBytes >> 20) Mio)"
      case .recording(.empty): "\(file) : l’enregistrement ne contient aucune étape"
      case .recording(.notAStep(let line, let defect)):
        "\(file) : la ligne \(line) n’est pas une étape : " + frenchWords(for: defect)
      case .recording(.outOfOrder(let line, let seq)):
        "\(file) : la ligne \(line) contient l’étape \(seq), pas l’étape \(line - 1)"
      case .recording(.lineTooLong(let line)):
        "\(file) : la ligne \(line) est plus longue qu’une étape ne peut l’être "
          + "(\(RecordingReader.maximumLineBytes >> 20) Mio)"
      case .noStep(let step, let last):
        "pas d’étape \(step) : l’enregistrement va de l’étape 0 à l’étape \(last)"
      case .unsupportedStart(let width, let rows, let language):
        "\(file) : l’étape 0 demande \(width) colonnes, \(rows) lignes et la langue "
          + "« \(language) », que psg-demo ne dessine pas"
      case .refusedRoute(let step):
        "impossible de reprendre : l’étape \(step) nomme une route que psg-demo refuse"
      case .routeDoesNotOpen(let step, let reason):
        "impossible de reprendre : la route de l’étape \(step) ne s’ouvre pas : \(reason)"
      case .cutLastLine(let line, let lastStep):
        "\(file) : la ligne \(line), la dernière, a été coupée pendant son écriture ; "
          + "les étapes 0 à \(lastStep) sont entières et se rejouent"
      case .unknownCommand(let line):
        "commande de rejeu inconnue « \(line) » : tapez étape N, après, avant, début, fin, "
          + "inspecter, reprendre, quitter ou aide"
      case .differentData(let recorded, let loaded):
        "impossible de reprendre : l’empreinte du flux est \(loaded), celle de "
          + "l’enregistrement \(recorded)"
      case .noRoute(let step): "impossible de reprendre : l’étape \(step) ne nomme aucune route"
      case .exportWithAt: "--export écrit toutes les étapes : il ne prend pas --at"
      }
    })
}

/// What a name that is not a regular file names, in French, with its article.
private func frenchWords(for kind: FileKind) -> String {
  switch kind {
  case .directory: "un dossier"
  case .fifo: "un FIFO"
  case .characterDevice, .blockDevice: "un périphérique"
  case .socket: "un socket"
  case .other: "un fichier spécial"
  }
}

/// What is wrong with a line that is not a step, in French.
private func frenchWords(for defect: StepDefect) -> String {
  switch defect {
  case .notJSON: "ce n’est pas du JSON"
  case .missingField(let path): "il n’y a pas de « \(path) »"
  case .wrongValue(let path): "la valeur de « \(path) » est fausse"
  case .noStart: "la première étape n’a pas de départ"
  case .tooManySteps(let most): "plus de \(most) étapes"
  case .tooManyValues(let most): "plus de \(most) valeurs"
  }
}
