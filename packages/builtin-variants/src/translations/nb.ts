import { rulesFrom, translations, type BuiltinTranslations } from './types.js';

// Norwegian Bokmål: talong, kastebunke, grunnbunke, kolonne; "farge" is the suit (hjerter, ruter…), and only
// ever the suit here: red and black are said as "rød og svart", never "motsatt farge" (glossary: apps/play/src/l10n/glossary/nb.json).
const rules = rulesFrom(
  {
    goal: 'Flytt alle de 104 kortene til de åtte grunnbunkene, som bygges oppover i samme farge fra ess til konge.',
    faceUp: (columns, cards, stock) => `${columns} kolonner med ${cards} kort legges ut med billedsiden opp; de øvrige ${stock} kortene er talongen.`,
    faceDown: (columns, cards, down, stock) =>
      `${columns} kolonner med ${cards} kort legges ut; ${down}. De øvrige ${stock} kortene er talongen.`,
    lucasDeal: 'De åtte essene tas ut før kortene gis, og starter grunnbunkene. Av de øvrige 96 kortene legges tretten kolonner med tre kort ut med billedsiden opp; de 57 som blir igjen, er talongen.',
    oneCardSameSuit: 'Det øverste kortet i en kolonne kan legges på en grunnbunke eller på et kort i samme farge som er ett trinn høyere. Ett kort flyttes om gangen, og hvilket som helst kort kan legges i en tom kolonne.',
    oneCardOtherColour: 'Det øverste kortet i en kolonne kan legges på en grunnbunke eller på et kort som er ett trinn høyere, rødt på svart eller svart på rødt (en rød nier på en svart tier). Ett kort flyttes om gangen, og hvilket som helst kort kan legges i en tom kolonne.',
    oneCardAnyOtherSuit: 'Det øverste kortet i en kolonne kan legges på en grunnbunke eller på et kort i en hvilken som helst annen farge som er ett trinn høyere (hjerter 9 kan ligge på ruter 10, men ikke på hjerter 10). Ett kort flyttes om gangen, og hvilket som helst kort kan legges i en tom kolonne.',
    sequencesOtherColour: 'Bygg nedover annenhver rød og svart (en rød nier på en svart tier). En rekke med åpne kort bygd slik kan flyttes samlet, helt eller delvis, til et kort som tar imot rekkens nederste kort, eller til en tom kolonne.',
    sequencesAnyOtherSuit: 'Bygg nedover i hvilken som helst farge unntatt kortets egen (hjerter 9 kan ligge på ruter, spar eller kløver 10, men ikke på hjerter 10). En rekke med åpne kort bygd slik kan flyttes samlet, helt eller delvis, til et kort som tar imot rekkens nederste kort, eller til en tom kolonne.',
    stockOneNoRedeal: 'Snu talongens øverste kort over på kastebunken når du vil; kastebunkens øverste kort kan spilles. Talongen gås bare gjennom én gang.',
    stockThreeRedeals: 'Hver gang snus tre kort fra talongen over på kastebunken (færre om det er færre igjen); bare kastebunkens øverste kort kan spilles. Når talongen er tom, kan kastebunken snus til en ny talong, tre ganger.',
  },
  { one: 'det nederste kortet i hver kolonne ligger med baksiden opp og snus når det blir fritt', two: 'de to nederste kortene i hver kolonne ligger med baksiden opp og snus når de blir frie', threeDown: 'de tre nederste kortene i hver kolonne ligger med baksiden opp og snus når de blir frie', three: 'tre', four: 'fire', nine: 'Ni', ten: 'Ti', twelve: 'Tolv', thirteen: 'Tretten' },
);

export const nb: BuiltinTranslations = translations(
  // The names the Norwegian source rules give, where not garbled (docs/element.md, "Variant names and game words in each language"); Little Forty stays English.
  { 'forty-thieves': 'Førti tyver', indian: 'Indisk', limited: 'Begrenset', 'number-ten': 'Nummer ti', streets: 'Gater' },
  { 'forty-thieves': ['Big Forty', 'Le Cadran', 'Napoleon på St. Helena', 'Roosevelt på San Juan'] },
  {
    'forty-thieves': 'Ti kolonner med fire kort; bygg nedover i samme farge, ett kort om gangen; talongen gås gjennom én gang.',
    indian: 'Ti kolonner med tre kort, det nederste med baksiden opp; bygg nedover i hvilken som helst farge unntatt sin egen.',
    limited: 'Tolv kolonner med tre kort; bygg nedover i samme farge, ett kort om gangen; talongen gås gjennom én gang.',
    'little-forty': 'Ti kolonner med fire kort; bygg nedover i hvilken som helst farge unntatt sin egen, flytt rekker; tre kort om gangen, tre nye runder.',
    lucas: 'De åtte essene starter på grunnbunkene; tretten kolonner med tre kort; bygg nedover i samme farge.',
    maria: 'Ni kolonner med fire kort; bygg nedover annenhver rød og svart, ett kort om gangen; talongen gås gjennom én gang.',
    'number-ten': 'Ti kolonner med fire kort, de to nederste med baksiden opp; bygg nedover annenhver rød og svart, flytt rekker.',
    'rank-and-file': 'Ti kolonner med fire kort, de tre nederste med baksiden opp; bygg nedover annenhver rød og svart, flytt rekker.',
    streets: 'Ti kolonner med fire kort; bygg nedover annenhver rød og svart, ett kort om gangen; talongen gås gjennom én gang.',
  },
  rules,
);
