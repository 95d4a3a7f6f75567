import Rendering

extension DemoStrings {
  /// A render context in the demo's language, with `width` and `colors`.
  package func renderContext(width: Int = 80, colors: ColorSupport = .none) -> RenderContext {
    RenderContext(width: width, colors: colors, language: language, words: rendererWords)
  }
}

extension French {
  static var rendererWords: RendererWords {
    var words = RendererWords()
    // French puts a space before a colon, as the demo's own words do ("Filtre : Aucun").
    words.loading = "Chargement…"
    words.empty = "Rien à afficher :"
    words.error = "Erreur :"
    words.search = "Recherche"
    words.field = "Champ"
    words.value = "Valeur"
    words.image = "Image :"
    words.breadcrumb = "Fil d’Ariane"
    words.back = "Retour"
    words.commands = "Commandes"
    words.openImage = "Ouvrir la photo"
    words.links = "Liens"
    words.colon = " :"
    return words
  }
}
