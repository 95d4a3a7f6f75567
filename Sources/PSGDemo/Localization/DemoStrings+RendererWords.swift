import Rendering

extension DemoStrings {
  /// A render context in the demo's language, with `width` and `colors`.
  package func renderContext(width: Int = 80, colors: ColorSupport = .none) -> RenderContext {
    RenderContext(width: width, colors: colors, language: language, words: self.rendererWords)
  }
}

extension French {
  // French puts a space before a colon, as the demo's own words do ("Filtre : Aucun").
  static let rendererWords = RendererWords(
    loading: "Chargement…", empty: "Rien à afficher :", error: "Erreur :", search: "Recherche",
    field: "Champ", value: "Valeur", image: "Image :", breadcrumb: "Fil d’Ariane",
    back: "Retour", commands: "Commandes", openImage: "Ouvrir la photo", links: "Liens",
    colon: " :")
}
