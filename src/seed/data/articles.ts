/**
 * The advice articles ("Ratgeber") of the demo shop: German Markdown bodies with English titles
 * and summaries. Figures follow docs/nutrition.md (FEDIAF, NRC 2006, AAHA/AAFP 2021).
 */
import type { SeedArticle } from '../types.ts';

export const ARTICLES: SeedArticle[] = [
  {
    slug: 'welpen-richtig-fuettern',
    title: 'Welpen richtig füttern: Energie, Mahlzeiten und Wachstum',
    title_en: 'Feeding puppies right: energy, meals and growth',
    summary:
      'Welpen brauchen pro Kilogramm deutlich mehr Energie als erwachsene Hunde, aber nicht unbegrenzt viel. So berechnen Sie den Bedarf nach FEDIAF und behalten das Wachstum im Blick.',
    summary_en:
      'Puppies need far more energy per kilogram than adult dogs, but not an unlimited amount. How to estimate the need with the FEDIAF factors and keep an eye on growth.',
    body: `Ein Welpe wächst in wenigen Monaten auf ein Vielfaches seines Geburtsgewichts heran. Dafür braucht er Energie, Eiweiß und vor allem Mineralstoffe im richtigen Verhältnis. Zu viel Futter ist dabei genauso problematisch wie zu wenig: Welpen, die zu schnell wachsen, belasten Knochen und Gelenke, besonders bei großen Rassen.

## Wie viel Energie braucht ein Welpe?

Die europäische Heimtierfutter-Industrie FEDIAF richtet den Bedarf danach aus, wie viel Prozent seines erwarteten Erwachsenengewichts der Welpe bereits erreicht hat. Gerechnet wird mit dem metabolischen Körpergewicht (Körpergewicht in kg hoch 0,75):

- bis 50 % des Erwachsenengewichts: 210 × KG^0,75 kcal pro Tag
- 50 bis 80 %: 175 × KG^0,75 kcal pro Tag
- 80 bis 100 %: 140 × KG^0,75 kcal pro Tag

Ein Beispiel: Ein Welpe wiegt heute 10 kg und wird voraussichtlich 30 kg schwer. Er liegt also bei etwa einem Drittel seines Endgewichts, der Faktor ist 210. Daraus ergeben sich 210 × 10^0,75 ≈ 1.180 kcal pro Tag. Der tatsächliche Bedarf kann um rund 30 % nach oben oder unten abweichen; die Rechnung ist ein Startwert, kein Gesetz.

## Wie lange ist ein Hund ein Welpe?

Kleine und mittelgroße Rassen (unter 25 kg Erwachsenengewicht) gelten bis etwa zum 12. Lebensmonat als Junior. Große Rassen über 25 kg wachsen bis zum Alter von 15 bis 18 Monaten, Riesenrassen über 45 kg sogar bis 18 bis 24 Monate. So lange sollten sie ein Futter bekommen, das für das Wachstum ausgelegt ist.

## Mahlzeiten und Kontrolle

Junge Welpen vertragen kleine Portionen besser: Bis etwa zum vierten Monat sind drei bis vier Mahlzeiten am Tag üblich, danach reichen meist drei und ab dem halben Jahr zwei. Wiegen Sie Ihren Welpen jede Woche und notieren Sie das Gewicht. Sichtbare Rippen unter einer dünnen Fettschicht sind gut; eine runde Silhouette ist bei Welpen kein Zeichen guter Versorgung.

Ein Alleinfuttermittel für Welpen enthält bereits Calcium und Phosphor in der passenden Menge. Zusätzliches Calcium oder Mineralpulver ohne tierärztlichen Rat kann vor allem bei großen Rassen Skelettschäden begünstigen. Stellen Sie Ihren Welpen regelmäßig in der Tierarztpraxis vor, spätestens aber bei Durchfall, Erbrechen, Appetitlosigkeit oder wenn er nicht zunimmt.`,
    species: 'DOG',
    tags: ['welpe', 'wachstum', 'energiebedarf', 'fediaf'],
    published_at: '2025-01-14',
  },
  {
    slug: 'kitten-ernaehrung',
    title: 'Kitten-Ernährung: Das erste Jahr Ihrer Katze',
    title_en: "Kitten nutrition: your cat's first year",
    summary:
      'Kitten brauchen bis zum ersten Geburtstag ein Vielfaches des Erwachsenenbedarfs, verteilt auf viele kleine Mahlzeiten. Worauf es bei Energie, Taurin und Wasser ankommt.',
    summary_en:
      'Until their first birthday kittens need several times the adult energy requirement, spread over many small meals. What matters for energy, taurine and water.',
    body: `Katzen gelten bis zum Alter von zwölf Monaten als Kitten. In dieser Zeit wachsen sie rasant, bauen Muskulatur auf und entwickeln ihr Immunsystem. Ein Futter, das ausdrücklich für Kitten oder für alle Lebensphasen als Alleinfuttermittel gekennzeichnet ist, deckt diesen Bedarf.

## Energiebedarf nach Alter

Die FEDIAF leitet den Bedarf junger Katzen vom Bedarf einer erwachsenen Katze gleichen Gewichts ab (100 × KG^0,67 kcal pro Tag) und multipliziert ihn je nach Alter:

- unter 4 Monaten: das 2,0- bis 2,5-Fache
- 4 bis 9 Monate: das 1,75- bis 2,0-Fache
- 9 bis 12 Monate: das 1,5-Fache

Ein drei Monate altes Kitten mit 1,5 kg braucht demnach rund 260 bis 330 kcal am Tag. Wie bei allen Rechenwerten gilt: Der individuelle Bedarf kann um etwa 30 % abweichen. Entscheidend ist, dass das Kitten gleichmäßig zunimmt.

## Viele kleine Mahlzeiten

Der Magen eines Kittens ist klein. Vier bis fünf Mahlzeiten am Tag sind in den ersten Monaten sinnvoll, mit zunehmendem Alter können es weniger werden. Viele Halter bieten Nassfutter in Portionen an und stellen zusätzlich eine abgemessene Menge Trockenfutter bereit.

## Taurin und Eiweiß

Katzen sind strikte Fleischfresser. Sie brauchen viel tierisches Eiweiß und können die Aminosäure Taurin nicht in ausreichender Menge selbst bilden. Ein vollwertiges Katzenfutter enthält deshalb Taurin; Hundefutter ist für Kitten ungeeignet.

Frisches Wasser sollte immer an mehreren Stellen bereitstehen. Kuhmilch ist kein Ersatz: Viele Katzen vertragen den Milchzucker nicht und bekommen Durchfall. Gehen Sie mit Ihrem Kitten zu den Impfterminen in die Tierarztpraxis und lassen Sie dort auch Gewicht und Entwicklung prüfen. Bei Durchfall, der länger als einen Tag anhält, bei Erbrechen oder wenn das Kitten nicht frisst, sollten Sie rasch tierärztlichen Rat einholen, denn kleine Katzen trocknen schnell aus.`,
    species: 'CAT',
    tags: ['kitten', 'wachstum', 'energiebedarf', 'taurin'],
    published_at: '2025-01-28',
  },
  {
    slug: 'futterumstellung-in-7-bis-10-tagen',
    title: 'Futterumstellung in 7 bis 10 Tagen: Schritt für Schritt',
    title_en: 'Switching food in 7 to 10 days: step by step',
    summary:
      'Ein neues Futter sollte schrittweise eingeführt werden, damit sich die Verdauung anpassen kann. Unser Plan für eine Umstellung über 7 bis 10 Tage.',
    summary_en:
      'A new food should be introduced gradually so that digestion can adapt. Our plan for a switch over 7 to 10 days.',
    body: `Die Darmflora von Hund und Katze ist auf das gewohnte Futter eingestellt. Wird es von heute auf morgen ersetzt, reagieren viele Tiere mit weichem Kot, Blähungen oder Erbrechen. Eine schrittweise Umstellung über 7 bis 10 Tage gibt dem Verdauungssystem Zeit, sich anzupassen.

## Der Umstellungsplan

- Tag 1 bis 2: 25 % neues Futter, 75 % bisheriges Futter
- Tag 3 bis 5: je zur Hälfte neues und bisheriges Futter
- Tag 6 bis 8: 75 % neues Futter, 25 % bisheriges Futter
- ab Tag 9 bis 10: nur noch das neue Futter

Mischen Sie die beiden Futter gut, damit das Tier nicht nur die vertrauten Stücke herauspickt. Bei empfindlichen Tieren dürfen Sie jede Stufe ein paar Tage länger beibehalten.

## Wenn es nicht rund läuft

Leicht weicher Kot in den ersten Tagen ist normal. Gehen Sie dann einen Schritt zurück und steigern Sie langsamer. Beachten Sie bei der Umstellung auch die Fütterungsempfehlung des neuen Futters: Nass- und Trockenfutter unterscheiden sich stark in der Energiedichte, die Grammangaben lassen sich nicht einfach übertragen.

## Besonderheiten bei Katzen

Katzen sind oft wählerisch. Lassen Sie eine Katze niemals hungern, damit sie das neue Futter annimmt. Frisst eine Katze mehrere Tage kaum etwas, droht eine Leberverfettung (hepatische Lipidose), die lebensgefährlich sein kann. Bieten Sie das neue Futter lieber in kleinen Mengen neben dem alten an und erwärmen Sie Nassfutter auf Zimmertemperatur.

Ausnahmen gibt es bei tierärztlich verordneten Diäten, etwa einer Ausschlussdiät: Hier kann eine zügige Umstellung sinnvoll sein. Suchen Sie die Tierarztpraxis auf, wenn Durchfall länger als zwei Tage anhält, Blut im Kot ist, Ihr Tier wiederholt erbricht, matt wirkt oder eine Katze länger als einen Tag nicht frisst.`,
    species: 'BOTH',
    tags: ['umstellung', 'verdauung', 'futterwechsel'],
    published_at: '2025-02-11',
  },
  {
    slug: 'futtermittelallergie-und-ausschlussdiaet',
    title: 'Futtermittelallergie und Ausschlussdiät',
    title_en: 'Food allergy and the elimination diet',
    summary:
      'Juckreiz, Ohrenentzündungen oder Verdauungsprobleme können auf eine Futtermittelallergie hinweisen. Sicher erkennen lässt sie sich nur mit einer Ausschlussdiät von mindestens acht Wochen.',
    summary_en:
      'Itching, ear infections or digestive trouble can point to a food allergy. The only reliable way to identify it is an elimination diet of at least eight weeks.',
    body: `Bei einer Futtermittelallergie reagiert das Immunsystem auf einen bestimmten Bestandteil des Futters, fast immer auf ein Eiweiß. Typische Anzeichen sind Juckreiz an Pfoten, Ohren, Gesicht oder am After, wiederkehrende Ohrenentzündungen sowie weicher Kot oder Erbrechen. Dieselben Symptome können aber auch Flöhe, Milben oder eine Umweltallergie verursachen. Die Diagnose gehört deshalb in die Hand der Tierärztin oder des Tierarztes.

## Die häufigsten Auslöser

Eine Übersichtsarbeit von Mueller, Olivry und Prélaud (BMC Veterinary Research, 2016) hat die Auslöser aus vielen Studien zusammengetragen. Bei Hunden stehen Rind, Milchprodukte, Huhn und Weizen vorn, gefolgt von Soja, Lamm, Mais, Ei, Schwein und Fisch. Bei Katzen sind es vor allem Rind, Fisch und Huhn. Getreide spielt also eine kleinere Rolle, als oft angenommen wird.

## So funktioniert die Ausschlussdiät

1. Gemeinsam mit der Tierarztpraxis wird ein Futter mit einer Eiweißquelle gewählt, die das Tier noch nie gefressen hat (zum Beispiel Pferd, Kaninchen oder Insekten), oder ein Futter mit hydrolysiertem Eiweiß.
2. Mindestens acht Wochen lang gibt es ausschließlich dieses Futter und Wasser. Keine Leckerlis, keine Kauartikel, keine Tischreste und keine aromatisierten Tabletten.
3. Bessern sich die Beschwerden, folgt der Provokationstest: Das alte Futter wird wieder gegeben. Kehren die Symptome innerhalb von Tagen bis etwa zwei Wochen zurück, ist die Allergie bestätigt.
4. Danach lassen sich einzelne Zutaten nacheinander testen, um den Auslöser genau zu finden.

## Was nicht zuverlässig hilft

Bluttests auf Futtermittelallergien sind für die Diagnose nicht zuverlässig genug und ersetzen die Ausschlussdiät nicht. Auch Haar- oder Speicheltests sind wissenschaftlich nicht belegt.

Ein Monoprotein-Futter mit offener Deklaration erleichtert die Ausschlussdiät, weil Sie jede Zutat kennen. Achten Sie auch auf versteckte Quellen wie Hühnerfett oder Rinderbrühe. Brechen Sie die Diät nicht eigenmächtig ab, und sprechen Sie Änderungen immer mit Ihrer Tierarztpraxis ab.`,
    species: 'BOTH',
    tags: ['allergie', 'ausschlussdiaet', 'hypoallergen', 'monoprotein', 'juckreiz'],
    published_at: '2025-02-25',
  },
  {
    slug: 'getreidefreies-futter-sinn-und-unsinn',
    title: 'Getreidefreies Futter: Sinn und Unsinn',
    title_en: 'Grain-free food: sense and nonsense',
    summary:
      'Getreidefrei ist nicht automatisch besser. Wir erklären, wann ein Verzicht auf Getreide sinnvoll ist und worauf es bei der Rezeptur wirklich ankommt.',
    summary_en:
      'Grain-free is not automatically better. We explain when leaving out grain makes sense and what really matters in a recipe.',
    body: `Getreidefreie Futter sind seit Jahren beliebt. Oft steckt dahinter die Vorstellung, Hunde und Katzen seien Fleischfresser und könnten Getreide nicht verwerten. Ganz so einfach ist es nicht.

## Können Hunde Getreide verdauen?

Hunde haben sich im Laufe der Domestikation an stärkehaltige Nahrung angepasst; viele Hunde tragen mehr Kopien des Gens für das stärkespaltende Enzym Amylase als Wölfe. Gekochte oder aufgeschlossene Stärke aus Reis, Hafer oder Mais wird gut verdaut. Katzen sind strengere Fleischfresser und brauchen weniger Kohlenhydrate, können aber kleine Mengen gut verarbeiteter Stärke ebenfalls nutzen.

## Getreide und Allergien

Echte Allergien gegen Getreide sind seltener als gegen tierische Eiweiße. Bei Hunden gehört Weizen zwar zu den häufigeren Auslösern, Rind, Milchprodukte und Huhn werden aber mindestens ebenso oft genannt. Bei Katzen spielen vor allem Rind, Fisch und Huhn eine Rolle. Wer den Verdacht auf eine Allergie hat, braucht eine Ausschlussdiät, nicht einfach ein getreidefreies Futter.

## Getreidefrei heißt nicht kohlenhydratfrei

In getreidefreien Rezepturen ersetzen oft Kartoffeln, Süßkartoffeln, Erbsen oder Linsen das Getreide. Das ist nicht schlechter, aber auch nicht automatisch besser. In den USA untersucht die Arzneimittelbehörde FDA seit 2018 Fälle von dilatativer Kardiomyopathie bei Hunden, die häufig getreidefreie Futter mit hohem Anteil an Hülsenfrüchten bekamen. Ein ursächlicher Zusammenhang ist bisher nicht belegt, die Frage ist aber nicht abschließend geklärt.

## Wann getreidefrei sinnvoll ist

- bei einer nachgewiesenen Unverträglichkeit gegen ein bestimmtes Getreide
- während einer Ausschlussdiät, wenn Getreide als Auslöser ausgeschlossen werden soll
- wenn Ihr Tier ein bestimmtes getreidefreies Futter einfach besser verträgt

Viel wichtiger als das Etikett „getreidefrei“ sind ein hoher Anteil klar benannter tierischer Zutaten, eine offene Deklaration und der Verzicht auf Zucker und billige Füllstoffe. Bei Herzproblemen, Leistungsschwäche oder Atemnot Ihres Hundes sollten Sie unabhängig vom Futter sofort die Tierarztpraxis aufsuchen.`,
    species: 'BOTH',
    tags: ['getreidefrei', 'allergie', 'kohlenhydrate'],
    published_at: '2025-03-11',
  },
  {
    slug: 'taurin-fuer-katzen',
    title: 'Taurin für Katzen: Warum es unverzichtbar ist',
    title_en: 'Taurine for cats: why it is essential',
    summary:
      'Katzen können Taurin nicht in ausreichender Menge selbst bilden. Fehlt es im Futter, drohen Herzmuskelerkrankungen und Netzhautschäden.',
    summary_en:
      'Cats cannot synthesise enough taurine themselves. If the food lacks it, heart muscle disease and retinal damage follow.',
    body: `Taurin ist eine Aminosulfonsäure, die im Körper viele Aufgaben übernimmt: Sie ist am Herzmuskel, an der Netzhaut des Auges, an der Fortpflanzung und an der Fettverdauung beteiligt. Die meisten Säugetiere bilden genug Taurin selbst. Katzen nicht.

## Warum Katzen Taurin brauchen

Katzen stellen nur sehr wenig Taurin aus anderen Aminosäuren her und verlieren gleichzeitig laufend Taurin über die Galle, weil sie ihre Gallensäuren ausschließlich mit Taurin verbinden. Sie müssen es daher fertig mit der Nahrung aufnehmen. In der Natur gelingt das über Beutetiere; im Futter ist Taurin deshalb ein Pflichtbaustein.

## Folgen eines Mangels

- **Dilatative Kardiomyopathie (DCM):** Der Herzmuskel erschlafft und das Herz vergrößert sich. Ende der 1980er-Jahre wurde erkannt, dass viele dieser Fälle auf Taurinmangel im Futter zurückgingen; seitdem wird Katzenfutter mit Taurin ergänzt.
- **Netzhautdegeneration:** Ein anhaltender Mangel zerstört die Sehzellen der Netzhaut. Dieser Schaden ist nicht umkehrbar und kann bis zur Erblindung führen.
- Außerdem: Fortpflanzungsstörungen und Wachstumsprobleme bei Kitten.

## Wo Taurin steckt

Taurin kommt fast nur in tierischen Geweben vor, besonders reichlich in Herz, dunklem Muskelfleisch und Meeresfrüchten. Pflanzen enthalten praktisch keines. Ein Teil geht bei der Verarbeitung verloren; gute Hersteller gleichen das aus. Deshalb sind vegane Rezepturen und Hundefutter als Dauerernährung für Katzen ungeeignet. Auch bei selbst zubereiteten Rationen oder BARF muss Taurin sicher abgedeckt sein, am besten mit einem Rationsplan aus tierärztlicher Beratung.

Bei Hunden ist Taurin normalerweise nicht essenziell, bei einzelnen Rassen wie Golden Retriever, Cocker Spaniel oder Neufundländer sind Mangelzustände mit Herzerkrankung aber beschrieben. Zeigt Ihre Katze Atemnot, ungewöhnliche Müdigkeit, Ohnmachtsanfälle oder Sehprobleme, gehört sie umgehend in die Tierarztpraxis.`,
    species: 'CAT',
    tags: ['taurin', 'herz', 'aminosaeure', 'augen'],
    published_at: '2025-03-25',
  },
  {
    slug: 'seniorhunde-fuettern',
    title: 'Seniorhunde richtig füttern',
    title_en: 'Feeding senior dogs',
    summary:
      'Ab etwa sieben Jahren sinkt bei vielen Hunden der Energiebedarf, der Bedarf an hochwertigem Eiweiß aber nicht. So passen Sie die Fütterung an.',
    summary_en:
      'From about seven years many dogs need less energy, but not less high-quality protein. How to adapt feeding.',
    body: `Hunde gelten ab etwa sieben Jahren als Senioren. Große Rassen altern früher und kommen oft schon mit fünf bis sechs Jahren ins Seniorenalter, kleine Rassen später. Das Alter allein ist aber kein Grund, das Futter zu wechseln: Entscheidend ist, wie es dem Hund geht.

## Weniger Energie, gleich viel Eiweiß

Ältere Hunde bewegen sich oft weniger und bauen Muskulatur ab. Die FEDIAF setzt für Hunde über sieben Jahre etwa 95 × KG^0,75 kcal pro Tag an, statt 110 bei mittlerem Alter. Für einen 20-kg-Hund sind das rund 900 statt 1.040 kcal. Gesunde Senioren brauchen aber nicht weniger Eiweiß, eher mehr gut verdauliches, damit die Muskulatur erhalten bleibt. Eine Eiweißreduktion ist nur bei bestimmten Erkrankungen, etwa der Nieren, und nur nach tierärztlicher Diagnose sinnvoll.

## Worauf Sie achten sollten

- **Gewicht:** Wiegen Sie Ihren Hund monatlich. Übergewicht belastet Gelenke und Herz, ungewollter Gewichtsverlust kann ein Krankheitszeichen sein.
- **Gelenke:** Omega-3-Fettsäuren (EPA und DHA aus Fisch- oder Lachsöl) und Grünlippmuschel können die Gelenke unterstützen. Das beste Gelenkmittel ist aber ein schlankes Körpergewicht.
- **Zähne:** Zahnschmerzen führen dazu, dass Hunde schlechter fressen. Lassen Sie das Gebiss regelmäßig kontrollieren.
- **Verdauung:** Kleinere, häufigere Mahlzeiten werden oft besser vertragen.

## Regelmäßig zum Check-up

Viele Alterskrankheiten wie Nierenerkrankungen, Diabetes oder Schilddrüsenprobleme beginnen schleichend. Tierärzte empfehlen für ältere Hunde meist halbjährliche Untersuchungen mit Blutbild. Wenn Ihr Hund plötzlich deutlich mehr trinkt, abnimmt, weniger frisst oder lahmt, sollten Sie nicht bis zum nächsten Termin warten.`,
    species: 'DOG',
    tags: ['senior', 'gewicht', 'gelenke', 'energiebedarf'],
    published_at: '2025-04-08',
  },
  {
    slug: 'seniorkatzen-fuettern',
    title: 'Seniorkatzen: Ernährung in den Lebensphasen ab sieben Jahren',
    title_en: 'Senior cats: nutrition in the life stages from seven years',
    summary:
      'Nach den Leitlinien von AAHA und AAFP ist eine Katze ab sieben Jahren „reif“ und ab zehn Jahren Seniorin. Warum ältere Katzen oft eher zu wenig als zu viel fressen.',
    summary_en:
      'Under the AAHA/AAFP guidelines a cat is mature from seven years and senior from ten. Why older cats often eat too little rather than too much.',
    body: `Die amerikanischen Fachverbände AAHA und AAFP haben 2021 Lebensphasen für Katzen beschrieben, an denen sich auch die Fütterung orientieren kann:

- **Kitten:** bis 12 Monate
- **junge Erwachsene:** 1 bis 6 Jahre
- **reife Erwachsene:** 7 bis 10 Jahre
- **Senioren:** über 10 Jahre

## Reife Katzen: Gewicht halten

Zwischen sieben und zehn Jahren neigen viele Katzen, vor allem kastrierte Wohnungskatzen, zu Übergewicht. Jetzt ist es wichtig, die Portionen genau abzuwiegen und Bewegung durch Spiel anzuregen.

## Senioren: Aufpassen beim Abnehmen

Ab etwa zehn bis zwölf Jahren kehrt sich das Bild oft um. Die Verdauung von Fett und Eiweiß lässt bei vielen älteren Katzen nach, Geruchs- und Geschmackssinn werden schwächer, und die Katzen nehmen ab. Ein gut verdauliches, schmackhaftes Futter mit hochwertigem tierischem Eiweiß hilft, Muskulatur und Gewicht zu halten. Eine Eiweißreduktion ist nur bei nachgewiesener Nierenerkrankung und auf tierärztlichen Rat sinnvoll.

## Trinken und Nieren

Chronische Nierenerkrankungen gehören zu den häufigsten Erkrankungen älterer Katzen. Nassfutter und gut platzierte Wassernäpfe oder Trinkbrunnen unterstützen die Flüssigkeitsaufnahme.

## Wann zur Tierarztpraxis?

Gewichtsverlust ist bei älteren Katzen ein ernstes Warnzeichen für Erkrankungen wie Schilddrüsenüberfunktion, Diabetes oder Nierenerkrankungen. Wiegen Sie Ihre Katze monatlich. Für Senioren empfehlen AAHA und AAFP mindestens halbjährliche Untersuchungen. Wenn Ihre Katze mehr trinkt, weniger frisst, erbricht oder sich zurückzieht, lassen Sie sie zeitnah untersuchen.`,
    species: 'CAT',
    tags: ['senior', 'lebensphasen', 'gewicht', 'trinken'],
    published_at: '2025-04-22',
  },
  {
    slug: 'nassfutter-vs-trockenfutter',
    title: 'Nassfutter oder Trockenfutter? Ein ehrlicher Vergleich',
    title_en: 'Wet food or dry food? An honest comparison',
    summary:
      'Beide Futterarten können ein vollwertiges Alleinfutter sein. Sie unterscheiden sich vor allem in Wassergehalt, Energiedichte und Handhabung.',
    summary_en: 'Both kinds can be a complete food. They differ mainly in moisture, energy density and handling.',
    body: `Die Frage „nass oder trocken?“ wird oft leidenschaftlich diskutiert. Aus ernährungsphysiologischer Sicht kann beides ein gutes Alleinfuttermittel sein, wenn die Rezeptur stimmt. Die Unterschiede liegen woanders.

## Wasser und Energiedichte

Nassfutter besteht zu etwa 75 bis 82 % aus Wasser, Trockenfutter nur zu rund 8 bis 10 %. Deshalb liefert Nassfutter oft nur 80 bis 120 kcal pro 100 g, Trockenfutter dagegen 350 bis 400 kcal. Die Grammzahlen auf den Packungen sind daher nicht vergleichbar. Wer zwei Futter vergleichen will, rechnet die Nährstoffe auf die Trockensubstanz um: Rohprotein geteilt durch (100 minus Feuchtigkeit), mal 100.

## Vorteile von Nassfutter

- mehr Flüssigkeit, was besonders für Katzen mit ihrem geringen Durstgefühl wichtig ist
- meist höherer Anteil an Fleisch und Innereien
- hohe Akzeptanz, gut für wählerische oder ältere Tiere

## Vorteile von Trockenfutter

- hohe Energiedichte, dadurch kleinere Mengen und geringere Kosten pro Tag
- lange haltbar und einfach zu portionieren, auch für Futterautomaten und Intelligenzspielzeug
- praktisch auf Reisen

Dass Trockenfutter die Zähne reinigt, stimmt nur eingeschränkt: Normale Kroketten zerbrechen beim ersten Biss. Speziell geformte Zahnpflegefutter sind etwas anderes.

## Mischfütterung

Viele Halter kombinieren beides. Dann sollte der Tagesbedarf an Energie aufgeteilt werden, zum Beispiel je zur Hälfte, und jede Hälfte mit der Energiedichte des jeweiligen Futters in Gramm umgerechnet werden. Geöffnetes Nassfutter gehört abgedeckt in den Kühlschrank und sollte innerhalb von ein bis zwei Tagen verbraucht werden; Trockenfutter lagern Sie kühl, trocken und gut verschlossen. Bei Katzen mit Harnwegs- oder Nierenproblemen besprechen Sie die Futterwahl mit Ihrer Tierarztpraxis.`,
    species: 'BOTH',
    tags: ['nassfutter', 'trockenfutter', 'trinken', 'mischfuetterung'],
    published_at: '2025-05-06',
  },
  {
    slug: 'wie-viel-futter-braucht-mein-hund',
    title: 'Wie viel Futter braucht mein Hund?',
    title_en: 'How much food does my dog need?',
    summary:
      'Mit dem Ruhebedarf und den Aktivitätsfaktoren der FEDIAF lässt sich die Tagesration gut abschätzen. Eine Rechenhilfe mit Beispiel und dem wichtigsten Hinweis: Jeder Hund ist anders.',
    summary_en:
      'The resting energy requirement and the FEDIAF activity factors give a good estimate of the daily ration. A worked example and the key caveat: every dog is different.',
    body: `Die Fütterungsempfehlung auf der Packung ist ein guter Anfang, aber sie kennt Ihren Hund nicht. Mit ein wenig Rechnen können Sie die Menge besser an Gewicht und Aktivität anpassen.

## Schritt 1: Der Ruheenergiebedarf

Der Ruheenergiebedarf (RER) ist die Energie, die ein Hund in Ruhe verbraucht. Er wird nach dem metabolischen Körpergewicht berechnet: RER = 70 × KG^0,75 kcal pro Tag. Für einen 20-kg-Hund sind das rund 660 kcal.

## Schritt 2: Aktivität berücksichtigen

Die FEDIAF gibt für erwachsene Hunde Faktoren pro KG^0,75 an:

- wenig aktiv (unter 1 Stunde Bewegung am Tag): 95
- mäßig aktiv (1 bis 3 Stunden, ruhige Bewegung): 110, der übliche Standardwert
- mäßig aktiv mit intensiver Belastung (Rennen, Springen): 125
- sehr aktiv (Arbeitshunde, 3 bis 6 Stunden): 150 bis 175

Auch das Alter spielt eine Rolle: Junge Erwachsene mit 1 bis 2 Jahren liegen eher bei 130, Hunde zwischen 3 und 7 Jahren bei 110, ältere Hunde bei 95. Unser 20-kg-Hund mit mäßiger Aktivität braucht also 110 × 20^0,75 ≈ 1.040 kcal am Tag.

## Schritt 3: In Gramm umrechnen

Teilen Sie den Tagesbedarf durch die Energiedichte des Futters. Ein Nassfutter mit 115 kcal pro 100 g ergibt für unseren Beispielhund etwa 900 g am Tag, ein Trockenfutter mit 360 kcal pro 100 g etwa 290 g. Steht die Energie nicht auf dem Etikett, lässt sie sich aus den analytischen Bestandteilen schätzen.

## Schritt 4: Beobachten und anpassen

Alle Formeln liefern Durchschnittswerte. Der tatsächliche Bedarf einzelner Hunde kann um etwa 30 % nach oben oder unten abweichen, je nach Rasse, Fell, Temperament, Haltung und Kastrationsstatus. Wiegen Sie Ihren Hund alle zwei bis vier Wochen und tasten Sie die Rippen: Sie sollten sich gut fühlen, aber nicht sehen lassen. Passen Sie die Menge in Schritten von etwa 10 % an. Nimmt Ihr Hund trotz angepasster Fütterung unerklärlich zu oder ab, lassen Sie ihn tierärztlich untersuchen.`,
    species: 'DOG',
    tags: ['futtermenge', 'energiebedarf', 'gewicht', 'fediaf'],
    published_at: '2025-05-20',
  },
  {
    slug: 'wie-viel-futter-braucht-meine-katze',
    title: 'Wie viel Futter braucht meine Katze?',
    title_en: 'How much food does my cat need?',
    summary:
      'Katzen rechnen anders als Hunde: Die FEDIAF arbeitet mit dem Körpergewicht hoch 0,67. So schätzen Sie den Tagesbedarf für Freigänger und Wohnungskatzen.',
    summary_en:
      'Cats are calculated differently from dogs: FEDIAF uses body weight to the power of 0.67. How to estimate the daily need for outdoor and indoor cats.',
    body: `Die richtige Futtermenge ist bei Katzen besonders wichtig, denn Übergewicht schleicht sich leicht ein und ist schwer wieder loszuwerden. Die Fütterungsempfehlung auf dem Etikett ist ein Anhaltspunkt; mit einer kurzen Rechnung kommen Sie näher an den Bedarf Ihrer Katze.

## Die Formeln der FEDIAF

- aktive Katzen, etwa Freigänger: 100 × KG^0,67 kcal pro Tag
- Wohnungskatzen oder kastrierte Katzen: 75 × KG^0,67 kcal pro Tag

Für eine aktive Katze mit 4 kg ergibt das rund 250 kcal am Tag, für eine kastrierte Wohnungskatze gleichen Gewichts rund 190 kcal. Für übergewichtige Katzen nennt der US-amerikanische National Research Council (NRC 2006) eine eigene Formel: 130 × KG^0,4.

## Von Kalorien zu Gramm

Teilen Sie den Tagesbedarf durch die Energiedichte des Futters. Bei einem Nassfutter mit 100 kcal pro 100 g braucht die kastrierte 4-kg-Katze etwa 190 g am Tag, bei einem Trockenfutter mit 380 kcal pro 100 g nur etwa 50 g. Schon eine Handvoll Trockenfutter zu viel macht deshalb einen großen Unterschied. Eine Küchenwaage ist genauer als jeder Messbecher.

## Mahlzeiten

Katzen fressen in der Natur viele kleine Beutetiere am Tag. Mehrere kleine Portionen entsprechen diesem Verhalten besser als eine große. Futterbälle oder Fummelbretter beschäftigen Wohnungskatzen und bremsen schnelle Fresser.

## Kontrolle

Die berechneten Werte sind Durchschnittswerte, der individuelle Bedarf kann um etwa 30 % abweichen. Wiegen Sie Ihre Katze einmal im Monat. Die Rippen sollten sich unter einer dünnen Fettschicht leicht ertasten lassen. Frisst Ihre Katze plötzlich deutlich mehr oder weniger als sonst oder verändert sich ihr Gewicht ohne erkennbaren Grund, sprechen Sie mit Ihrer Tierarztpraxis.`,
    species: 'CAT',
    tags: ['futtermenge', 'energiebedarf', 'gewicht', 'fediaf'],
    published_at: '2025-06-03',
  },
  {
    slug: 'uebergewicht-bei-katzen',
    title: 'Übergewicht bei Katzen: langsam und sicher abnehmen',
    title_en: 'Overweight cats: losing weight slowly and safely',
    summary:
      'Viele Wohnungskatzen sind zu schwer. Eine Diät hilft nur, wenn sie langsam und unter tierärztlicher Begleitung erfolgt, denn Fasten ist für Katzen gefährlich.',
    summary_en:
      'Many indoor cats are too heavy. A diet only helps if it is slow and supervised by a vet, because fasting is dangerous for cats.',
    body: `Übergewicht ist eines der häufigsten Gesundheitsprobleme bei Katzen, vor allem bei kastrierten Wohnungskatzen. Es erhöht das Risiko für Diabetes, Gelenkbeschwerden, Harnwegsprobleme und Hautprobleme, weil dicke Katzen sich schlechter putzen können.

## Woran erkenne ich Übergewicht?

Fahren Sie mit den Händen über den Brustkorb: Die Rippen sollten sich unter einer dünnen Fettschicht leicht ertasten lassen. Von oben betrachtet sollte eine Taille erkennbar sein. Ein hängender Bauch ist nicht immer Fett, ein ausgeprägter Fettbauch zusammen mit schwer tastbaren Rippen aber schon. Ihre Tierarztpraxis kann den Ernährungszustand mit einem Body Condition Score einordnen und ein Zielgewicht festlegen.

## Wie viel Energie?

Die FEDIAF setzt für Wohnungs- oder kastrierte Katzen 75 × KG^0,67 kcal am Tag an, für aktive Katzen 100 × KG^0,67. Für übergewichtige Katzen nennt der NRC (2006) 130 × KG^0,4. Für eine 6-kg-Katze sind das etwa 265 kcal. Für eine Abnahme legt die Tierarztpraxis die Ration meist anhand des Zielgewichts fest.

## Langsam abnehmen

Katzen dürfen niemals hungern. Wenn eine übergewichtige Katze mehrere Tage kaum frisst, mobilisiert der Körper große Mengen Fett, die die Leber überfordern. Diese hepatische Lipidose ist lebensbedrohlich. Ziel ist daher eine langsame Abnahme von etwa 0,5 bis 2 % des Körpergewichts pro Woche.

## Praktische Tipps

- Wiegen Sie die Tagesration morgens ab und verteilen Sie sie auf mehrere Mahlzeiten.
- Rechnen Sie Leckerlis in die Tagesration ein; sie sollten höchstens 10 % der Energie ausmachen.
- Nutzen Sie Futterbälle und Spiel, damit die Katze sich für ihr Futter bewegt.
- Bevorzugen Sie eiweißreiches Futter, damit beim Abnehmen möglichst wenig Muskulatur verloren geht.

Starten Sie eine Diät nur nach einer tierärztlichen Untersuchung und lassen Sie das Gewicht alle zwei bis vier Wochen kontrollieren. Frisst Ihre Katze während der Diät einen Tag lang gar nicht, melden Sie sich umgehend in der Praxis.`,
    species: 'CAT',
    tags: ['gewicht', 'uebergewicht', 'diaet', 'kastration'],
    published_at: '2025-06-17',
  },
  {
    slug: 'deklaration-lesen',
    title: 'Futterdeklaration lesen: Was auf dem Etikett wirklich steht',
    title_en: 'Reading a pet food label: what it really says',
    summary:
      'Fleisch, Innereien, tierische Nebenerzeugnisse: Die Begriffe auf dem Etikett sind rechtlich festgelegt. So unterscheiden Sie eine offene von einer geschlossenen Deklaration.',
    summary_en:
      'Meat, offal, animal by-products: the terms on a label have legal meanings. How to tell an open declaration from a closed one.',
    body: `Die Zusammensetzung eines Futters muss auf dem Etikett stehen, geregelt durch das EU-Futtermittelrecht. Wer die Begriffe kennt, erkennt schnell, was in der Dose oder im Sack steckt.

## Offene und geschlossene Deklaration

Bei der **offenen Deklaration** wird jede Zutat einzeln genannt, in absteigender Reihenfolge ihres Gewichtsanteils und oft mit Prozentangabe, zum Beispiel „Hühnerfleisch (60 %), Hühnerbrühe (30 %), Kürbis (6 %)“. Bei der **geschlossenen Deklaration** dürfen Hersteller Kategorien angeben, etwa „Fleisch und tierische Nebenerzeugnisse“, „Getreide“ oder „Öle und Fette“. Welche Tierart und welches Gewebe darin steckt, bleibt offen, und die Rezeptur kann wechseln, ohne dass sich das Etikett ändert. Bei napf führen wir nur Futter mit offener Deklaration.

## Was bedeutet „Fleisch“?

Nach dem EU-Katalog der Einzelfuttermittel (Verordnung (EU) Nr. 68/2013) ist mit „Fleisch“ Skelettmuskulatur gemeint. Innereien wie Herz, Leber, Niere, Milz und Lunge sind eigene Zutaten und müssen benannt werden. Sie sind wertvoll, weil sie Vitamine, Mineralstoffe und Taurin liefern.

## Tierische Nebenerzeugnisse

Der Begriff stammt aus der Verordnung (EG) Nr. 1069/2009. In Heimtierfutter dürfen nur Materialien der Kategorie 3 verwendet werden, also Teile von Tieren, die bei der Schlachtung für den menschlichen Verzehr geeignet waren. Das können hochwertige Innereien sein, aber auch Teile mit wenig Nährwert. Steht nur „tierische Nebenerzeugnisse“ auf dem Etikett, erfahren Sie nicht, welche.

## Weitere Angaben auf dem Etikett

- **Analytische Bestandteile:** Rohprotein, Rohfett, Rohfaser, Rohasche und Feuchtigkeit in Prozent. Rohasche ist kein zugesetzter Stoff, sondern der Mineralstoffgehalt nach dem Verbrennen im Labor.
- **Zusatzstoffe:** ernährungsphysiologische Zusatzstoffe wie Vitamine und Spurenelemente, aber auch Konservierungs- oder Farbstoffe.
- **Alleinfuttermittel oder Ergänzungsfuttermittel:** Nur ein Alleinfuttermittel deckt allein den gesamten Bedarf.
- **Bezeichnungen:** Nach dem Kennzeichnungskodex der FEDIAF bedeutet „mit Huhn“ mindestens 4 % Huhn, „reich an Huhn“ mindestens 14 % und ein Name wie „Huhn“ ohne Zusatz mindestens 26 %.

Sind Sie unsicher, ob ein Futter für Ihr Tier mit besonderen Bedürfnissen geeignet ist, fragen Sie Ihre Tierarztpraxis oder unseren Kundenservice.`,
    species: 'BOTH',
    tags: ['deklaration', 'etikett', 'nebenerzeugnisse', 'zusatzstoffe'],
    published_at: '2025-07-01',
  },
  {
    slug: 'monoprotein-futter',
    title: 'Monoprotein-Futter: eine Eiweißquelle, klare Verhältnisse',
    title_en: 'Single-protein food: one protein source, clear conditions',
    summary:
      'Ein Monoprotein-Futter enthält nur eine tierische Eiweißquelle. Das hilft bei Unverträglichkeiten und bei der Ausschlussdiät, wenn die Deklaration wirklich offen ist.',
    summary_en:
      'A single-protein food contains only one animal protein source. That helps with intolerances and elimination diets, provided the declaration is truly open.',
    body: `Monoprotein bedeutet: Das Futter enthält genau eine tierische Eiweißquelle, zum Beispiel nur Pferd, nur Kaninchen oder nur Lamm. Pflanzliche Zutaten wie Kartoffel oder Kürbis können hinzukommen, aber keine zweite Tierart.

## Wofür ist Monoprotein gut?

- **Ausschlussdiät:** Bei Verdacht auf eine Futtermittelallergie wird eine Eiweißquelle gewählt, die das Tier noch nie bekommen hat. Nur mit einem Monoprotein-Futter lässt sich sicher sagen, was gefüttert wurde.
- **Bekannte Allergien:** Wenn feststeht, dass ein Hund zum Beispiel Huhn nicht verträgt, kann er mit einer anderen Eiweißquelle gut versorgt werden.
- **Empfindliche Verdauung:** Weniger Zutaten bedeuten weniger mögliche Auslöser.

## Worauf Sie achten sollten

Monoprotein steht nicht immer nur für das Fleisch. Versteckte Quellen sind zum Beispiel Hühnerfett, Rinderbrühe, Fischöl, Eipulver oder Milchbestandteile. Auch eine geschlossene Deklaration mit „Fleisch und tierische Nebenerzeugnisse“ schließt andere Tierarten nicht aus. Ein echtes Monoprotein-Futter nennt jede Zutat einzeln.

## Monoprotein ist nicht automatisch hypoallergen

Auch ein Monoprotein-Futter kann Allergien auslösen, wenn das Tier gerade auf diese Eiweißquelle reagiert. Pferd, Kaninchen, Wild oder Insekten eignen sich für eine Ausschlussdiät nur dann, wenn das Tier sie vorher noch nicht gefressen hat. Bei sehr ausgeprägten Allergien empfehlen Tierärzte manchmal Diäten mit hydrolysiertem Eiweiß, bei denen die Eiweiße so zerlegt sind, dass das Immunsystem sie kaum noch erkennt.

Manche Halter wechseln bei gesunden Tieren regelmäßig zwischen verschiedenen Monoprotein-Sorten. Ob das Allergien vorbeugt, ist nicht belegt. Für eine Ausschlussdiät sollten Sie sich in jedem Fall tierärztlich beraten lassen.`,
    species: 'BOTH',
    tags: ['monoprotein', 'allergie', 'ausschlussdiaet', 'hypoallergen'],
    published_at: '2025-07-15',
  },
  {
    slug: 'insektenprotein',
    title: 'Insektenprotein im Tierfutter',
    title_en: 'Insect protein in pet food',
    summary:
      'Larven der Schwarzen Soldatenfliege liefern hochwertiges Eiweiß und sind für viele Tiere eine neue Eiweißquelle. Was dafür spricht und wo Vorsicht angebracht ist.',
    summary_en:
      'Black soldier fly larvae supply high-quality protein and are a novel protein for many animals. What speaks for them and where caution is needed.',
    body: `Insekten sind in der EU als Eiweißquelle für Heimtierfutter zugelassen. Am häufigsten werden die Larven der Schwarzen Soldatenfliege (Hermetia illucens) verwendet, außerdem Mehlwürmer. Die Larven werden gezüchtet, verarbeitet und als Insektenmehl, Insektenprotein oder Insektenfett eingesetzt.

## Was steckt drin?

Getrocknete Larven enthalten viel Eiweiß mit einem günstigen Aminosäurenprofil, dazu Fett und Mineralstoffe wie Calcium. Eine Rezeptur mit Insektenprotein kann deshalb ein vollwertiges Alleinfuttermittel sein, wenn sie entsprechend ergänzt ist. Das Chitin aus dem Panzer der Insekten wirkt im Darm ähnlich wie ein Ballaststoff.

## Eine neue Eiweißquelle

Für die meisten Hunde und Katzen sind Insekten eine Eiweißquelle, mit der sie noch nie Kontakt hatten. Deshalb eignen sie sich für eine Ausschlussdiät bei Verdacht auf eine Futtermittelallergie. Allerdings gibt es Hinweise aus Studien, dass Hunde, die gegen Haus- oder Vorratsmilben sensibilisiert sind, auf Insektenprotein kreuzreagieren können, weil sich bestimmte Eiweiße ähneln. Bei Hunden mit Milbenallergie sollte die Wahl daher mit der Tierarztpraxis abgestimmt werden.

## Nachhaltigkeit

Insekten brauchen deutlich weniger Fläche und Wasser als klassische Nutztiere und können mit pflanzlichen Reststoffen aus der Lebensmittelproduktion gefüttert werden. Das macht sie zu einer interessanten Ergänzung zu Fleisch, auch wenn die Gesamtbilanz von Energieeinsatz und Herkunft des Futters für die Larven abhängt.

## Akzeptanz

Manche Tiere nehmen Insektenfutter sofort an, andere brauchen eine langsame Umstellung über 7 bis 10 Tage. Bei anhaltenden Verdauungsproblemen oder Hautreaktionen nach der Umstellung sollten Sie tierärztlichen Rat einholen.`,
    species: 'BOTH',
    tags: ['insektenprotein', 'allergie', 'nachhaltigkeit', 'monoprotein'],
    published_at: '2025-07-29',
  },
  {
    slug: 'gruenlippmuschel-fuer-gelenke',
    title: 'Grünlippmuschel für die Gelenke',
    title_en: 'Green-lipped mussel for the joints',
    summary:
      'Die neuseeländische Grünlippmuschel liefert Glykosaminoglykane und Omega-3-Fettsäuren. Was sie leisten kann und was nicht.',
    summary_en:
      'The New Zealand green-lipped mussel supplies glycosaminoglycans and omega-3 fatty acids. What it can do and what it cannot.',
    body: `Die Grünlippmuschel (Perna canaliculus) lebt nur an den Küsten Neuseelands. Als Pulver oder Extrakt ist sie eines der bekanntesten Ergänzungsfuttermittel für die Gelenke von Hunden und zunehmend auch von Katzen.

## Was steckt in der Grünlippmuschel?

- **Glykosaminoglykane:** Bausteine des Knorpels und der Gelenkflüssigkeit, darunter Chondroitin.
- **Omega-3-Fettsäuren:** vor allem EPA und DHA, die entzündliche Prozesse dämpfen können.
- dazu Eiweiß, Mineralstoffe und Spurenelemente

## Was sagt die Forschung?

Einige Studien mit Hunden mit Arthrose zeigen eine leichte Verbesserung von Beweglichkeit und Lahmheit nach mehreren Wochen Gabe. Die Ergebnisse sind nicht einheitlich, und die Wirkung ist deutlich schwächer als die von Schmerzmitteln. Die Grünlippmuschel ist daher eine Unterstützung, kein Ersatz für eine tierärztliche Behandlung. Eine Wirkung zeigt sich, wenn überhaupt, meist erst nach sechs bis acht Wochen.

## Anwendung

Halten Sie sich an die Dosierung des Herstellers und beginnen Sie mit einer kleineren Menge, da manche Tiere anfangs mit weichem Kot reagieren. Qualität und Verarbeitung beeinflussen den Gehalt an Wirkstoffen; schonend gefriergetrocknetes Pulver gilt als hochwertig. Tiere mit bekannter Allergie gegen Muscheln oder Meeresfrüchte sollten keine Grünlippmuschel bekommen.

## Das Wichtigste für gesunde Gelenke

Das wirksamste Mittel für die Gelenke ist ein schlankes Körpergewicht. Jedes Kilogramm zu viel belastet Hüften, Knie und Ellbogen. Regelmäßige, gleichmäßige Bewegung hält die Muskulatur stark. Wenn Ihr Hund lahmt, steif aufsteht, ungern Treppen steigt oder nicht mehr ins Auto springt, lassen Sie die Ursache tierärztlich abklären, bevor Sie mit Ergänzungsfutter beginnen.`,
    species: 'DOG',
    tags: ['gelenke', 'gruenlippmuschel', 'omega-3', 'senior'],
    published_at: '2025-08-12',
  },
  {
    slug: 'omega-3-aus-lachsoel',
    title: 'Omega-3-Fettsäuren aus Lachsöl',
    title_en: 'Omega-3 fatty acids from salmon oil',
    summary:
      'Lachsöl liefert die langkettigen Omega-3-Fettsäuren EPA und DHA. Sie unterstützen Haut, Fell, Gelenke und Gehirn, wenn Qualität und Dosierung stimmen.',
    summary_en:
      'Salmon oil supplies the long-chain omega-3 fatty acids EPA and DHA. They support skin, coat, joints and brain when quality and dosage are right.',
    body: `Omega-3-Fettsäuren gehören zu den mehrfach ungesättigten Fettsäuren. Für Hunde und Katzen sind vor allem die langkettigen Formen Eicosapentaensäure (EPA) und Docosahexaensäure (DHA) wichtig. Sie kommen reichlich in fettem Seefisch und in Lachsöl vor.

## Wofür EPA und DHA gut sind

- **Haut und Fell:** Sie unterstützen die Hautbarriere und können Juckreiz bei Hautproblemen lindern.
- **Gelenke:** EPA dämpft entzündliche Prozesse und wird bei Arthrose unterstützend eingesetzt.
- **Gehirn und Augen:** DHA ist ein Baustein von Nervengewebe und Netzhaut und besonders für Welpen und Kitten wichtig.
- **Herz und Nieren:** In der Tiermedizin werden Omega-3-Fettsäuren bei bestimmten Herz- und Nierenerkrankungen begleitend eingesetzt.

## Lachsöl oder Leinöl?

Leinöl enthält die kurzkettige Omega-3-Fettsäure Alpha-Linolensäure (ALA). Hunde wandeln nur einen kleinen Teil davon in EPA und DHA um, Katzen praktisch gar nicht. Wer gezielt EPA und DHA füttern möchte, greift deshalb zu Fisch- oder Lachsöl oder zu Algenöl.

## Qualität und Lagerung

Omega-3-Fettsäuren oxidieren leicht. Ranziges Öl ist nicht nur wirkungslos, sondern belastet den Körper. Achten Sie auf dunkle Flaschen, einen Zusatz von Vitamin E (Tocopherolen), lagern Sie angebrochene Flaschen kühl und verbrauchen Sie sie innerhalb der angegebenen Frist. Riecht das Öl stechend oder stark fischig-ranzig, gehört es weg.

## Dosierung

Beginnen Sie mit einer kleinen Menge und steigern Sie über einige Tage, sonst kann weicher Kot die Folge sein. Sehr hohe Mengen können die Blutgerinnung beeinflussen und liefern viel zusätzliche Energie. Für eine gezielte Dosierung bei Erkrankungen, vor Operationen oder bei Tieren, die blutverdünnende Medikamente bekommen, sprechen Sie mit Ihrer Tierarztpraxis.`,
    species: 'BOTH',
    tags: ['omega-3', 'lachsoel', 'fell', 'gelenke', 'haut'],
    published_at: '2025-08-26',
  },
  {
    slug: 'zahnpflege-beim-hund',
    title: 'Zahnpflege beim Hund',
    title_en: 'Dental care for dogs',
    summary:
      'Zahnbelag und Zahnstein betreffen viele erwachsene Hunde. Tägliches Zähneputzen ist der Goldstandard, Kauartikel und spezielles Futter können unterstützen.',
    summary_en:
      'Plaque and tartar affect many adult dogs. Daily brushing is the gold standard; chews and special food can support it.',
    body: `Erkrankungen von Zähnen und Zahnfleisch gehören zu den häufigsten Befunden bei erwachsenen Hunden. Alles beginnt mit Zahnbelag (Plaque), einem Film aus Bakterien. Bleibt er liegen, verkalkt er innerhalb weniger Tage zu Zahnstein. Die Bakterien entzünden das Zahnfleisch und können den Zahnhalteapparat zerstören. Das tut weh und kann auch andere Organe belasten.

## Warnzeichen

- Mundgeruch, der über den normalen Hundegeruch hinausgeht
- gelblich-braune Beläge auf den Zähnen
- gerötetes oder blutendes Zahnfleisch
- einseitiges Kauen, Fallenlassen von Futter, Reiben an der Schnauze

## Zähneputzen

Das tägliche Zähneputzen ist die wirksamste Methode gegen Zahnbelag. Gewöhnen Sie Ihren Hund langsam daran, am besten schon als Welpen: erst die Lefzen anheben, dann mit dem Finger über die Zähne streichen, dann mit einer weichen Hundezahnbürste. Verwenden Sie ausschließlich Zahnpasta für Hunde. Menschliche Zahnpasta ist ungeeignet, weil sie verschluckt wird und manche Sorten Xylit enthalten, das für Hunde giftig ist.

## Kauen, Futter und Zusätze

Kauartikel und spezielle Zahnpflegefutter können den Belag mechanisch reduzieren, ersetzen das Putzen aber nicht. Achten Sie darauf, dass Kauartikel nicht so hart sind, dass Zähne abbrechen: Geweih, Knochen und sehr harte Kauknochen sind häufige Ursachen für Zahnfrakturen. Rechnen Sie Kauartikel in die Tagesration ein. Normales Trockenfutter hat nur einen geringen Reinigungseffekt. Produkte mit Braunalgen (Ascophyllum nodosum) werden zur Belagreduktion angeboten; die Studienlage ist begrenzt.

## Zahnsanierung

Ist Zahnstein bereits vorhanden, lässt er sich nur in der Tierarztpraxis unter Narkose gründlich entfernen, auch unter dem Zahnfleischrand. Lassen Sie das Gebiss Ihres Hundes mindestens einmal im Jahr kontrollieren, bei kleinen Rassen, die besonders anfällig sind, auch häufiger.`,
    species: 'DOG',
    tags: ['zahnpflege', 'zaehne', 'kauartikel', 'xylit'],
    published_at: '2025-09-09',
  },
  {
    slug: 'trinken-bei-katzen',
    title: 'Trinken bei Katzen: So kommt mehr Wasser in die Katze',
    title_en: 'Drinking in cats: getting more water into your cat',
    summary:
      'Katzen haben ein geringes Durstgefühl. Mit Nassfutter, klug platzierten Wasserstellen und Trinkbrunnen lässt sich die Wasseraufnahme steigern.',
    summary_en:
      'Cats have a weak thirst drive. Wet food, well-placed water stations and fountains help increase water intake.',
    body: `Die Vorfahren unserer Hauskatzen stammen aus trockenen Regionen und haben einen großen Teil ihres Wassers über die Beute aufgenommen. Eine Maus besteht zu etwa 70 % aus Wasser. Bis heute haben Katzen ein eher schwaches Durstgefühl und trinken oft weniger, als gut für sie wäre.

## Wie viel Wasser braucht eine Katze?

Als Faustregel gilt: etwa so viele Milliliter Wasser am Tag, wie die Katze Kilokalorien braucht, also rund 200 bis 250 ml für eine durchschnittliche Katze. Diese Menge zählt aus Napf und Futter zusammen. Eine Katze, die Nassfutter mit rund 80 % Feuchtigkeit frisst, nimmt einen großen Teil davon schon mit dem Futter auf und trinkt entsprechend weniger. Bei reiner Trockenfütterung muss fast alles aus dem Napf kommen.

## Warum Wasser so wichtig ist

Zu wenig Flüssigkeit führt zu konzentriertem Harn. Das begünstigt Harnsteine, Harnkristalle und Blasenentzündungen, bei Katzen unter dem Begriff FLUTD zusammengefasst. Auch für ältere Katzen mit nachlassender Nierenfunktion ist eine gute Wasseraufnahme wichtig.

## Tipps für mehr Wasser

- Stellen Sie Wasser nicht direkt neben den Futternapf und weit weg von der Katzentoilette.
- Bieten Sie mehrere Wasserstellen in der Wohnung an, auch in verschiedenen Stockwerken.
- Nutzen Sie breite, flache Schalen aus Keramik, Glas oder Edelstahl, damit die Schnurrhaare nicht anstoßen.
- Viele Katzen trinken lieber bewegtes Wasser: Ein Trinkbrunnen kann helfen, wenn er regelmäßig gereinigt wird.
- Wechseln Sie das Wasser täglich.
- Ergänzen Sie Trockenfutter durch Nassfutter oder geben Sie etwas Wasser ins Nassfutter.

## Wann zur Tierarztpraxis?

Trinkt Ihre Katze plötzlich deutlich mehr als sonst, kann das ein Zeichen für Nierenerkrankungen, Diabetes oder eine Schilddrüsenüberfunktion sein. Geht ein Kater häufig zur Toilette und setzt nur wenig oder keinen Urin ab, ist das ein Notfall: Ein Harnröhrenverschluss kann innerhalb von Stunden lebensbedrohlich werden.`,
    species: 'CAT',
    tags: ['trinken', 'wasser', 'harnwege', 'nassfutter'],
    published_at: '2025-09-23',
  },
  {
    slug: 'giftige-lebensmittel-fuer-hund-und-katze',
    title: 'Giftige Lebensmittel für Hund und Katze',
    title_en: 'Foods that are toxic to dogs and cats',
    summary:
      'Schokolade, Trauben, Zwiebeln und Xylit gehören zu den gefährlichsten Lebensmitteln für Haustiere. Was sie auslösen und was im Notfall zu tun ist.',
    summary_en:
      'Chocolate, grapes, onions and xylitol are among the most dangerous foods for pets. What they cause and what to do in an emergency.',
    body: `Was uns schmeckt, kann für Hunde und Katzen gefährlich sein. Die folgenden Lebensmittel gehören nicht in den Napf und sollten so aufbewahrt werden, dass Tiere nicht herankommen.

## Schokolade und Kakao

Kakao enthält Theobromin und Koffein, die Hunde und Katzen nur sehr langsam abbauen. Die Folgen reichen von Erbrechen, Unruhe und Herzrasen bis zu Krampfanfällen. Je dunkler die Schokolade, desto mehr Theobromin: Zartbitterschokolade und Backkakao sind weit gefährlicher als Milchschokolade. Betroffen sind vor allem Hunde, die Süßes gern fressen.

## Trauben und Rosinen

Trauben, Rosinen, Sultaninen und Korinthen können bei Hunden ein akutes Nierenversagen auslösen. Welche Menge gefährlich ist, lässt sich nicht vorhersagen; manche Hunde erkranken schon nach wenigen Früchten. Als Auslöser steht die Weinsäure in Verdacht. Jede Aufnahme sollte deshalb ernst genommen werden.

## Zwiebeln, Knoblauch und Lauch

Alle Pflanzen der Gattung Allium, roh, gekocht oder als Pulver, schädigen die roten Blutkörperchen und können eine Blutarmut verursachen. Katzen reagieren besonders empfindlich. Vorsicht bei Soßen, Brühen und Fertiggerichten, in denen Zwiebelpulver steckt.

## Xylit (Birkenzucker)

Der Zuckeraustauschstoff Xylit steckt in zuckerfreiem Kaugummi, Bonbons, Backwaren und manchen Zahnpasten. Bei Hunden löst er eine massive Insulinausschüttung aus; innerhalb kurzer Zeit kann der Blutzucker gefährlich absinken. Später droht ein Leberversagen. Schon kleine Mengen sind für Hunde gefährlich.

## Weitere Gefahren

- Alkohol und koffeinhaltige Getränke
- Macadamianüsse (bei Hunden Schwäche und Zittern)
- rohes Schweine- und Wildschweinfleisch, wegen des Risikos der für Hunde und Katzen tödlichen Aujeszkyschen Krankheit
- gekochte Knochen, die splittern können

## Im Notfall

Rufen Sie sofort Ihre Tierarztpraxis oder eine Tierklinik an, auch wenn Ihr Tier noch keine Symptome zeigt. Viele Vergiftungen lassen sich gut behandeln, wenn schnell gehandelt wird. Lösen Sie kein Erbrechen selbst aus, etwa mit Salzwasser: Das kann gefährlicher sein als die Vergiftung. Nehmen Sie die Verpackung mit und notieren Sie, wie viel Ihr Tier wann gefressen hat.`,
    species: 'BOTH',
    tags: ['giftig', 'notfall', 'schokolade', 'xylit', 'trauben', 'zwiebeln'],
    published_at: '2025-10-07',
  },
  {
    slug: 'snacks-und-leckerlis-richtig-dosieren',
    title: 'Snacks und Leckerlis richtig dosieren',
    title_en: 'Dosing snacks and treats correctly',
    summary:
      'Leckerlis sollten höchstens 10 % der täglichen Energie liefern. Wie Sie das ausrechnen und die Hauptmahlzeit anpassen.',
    summary_en: 'Treats should supply at most 10 % of daily energy. How to work that out and adjust the main meal.',
    body: `Leckerlis gehören zum Alltag mit Hund und Katze: als Belohnung beim Training, zur Beschäftigung oder einfach aus Zuneigung. Sie liefern aber Energie, und die wird oft unterschätzt. Viele Fälle von Übergewicht entstehen nicht durch das Hauptfutter, sondern durch das, was nebenbei gefüttert wird.

## Die 10-Prozent-Regel

Snacks, Kauartikel und Tischreste sollten zusammen höchstens 10 % der täglichen Energie ausmachen. So bleibt die Nährstoffversorgung durch das Alleinfuttermittel gesichert, denn die meisten Leckerlis sind Ergänzungsfuttermittel und nicht ausgewogen.

## Ein Rechenbeispiel

Ein mäßig aktiver Hund mit 20 kg braucht nach FEDIAF rund 1.040 kcal am Tag. Für Leckerlis bleiben also etwa 100 kcal. Ein einziger großer Kauknochen kann das schon übersteigen. Eine aktive Katze mit 4 kg braucht rund 250 kcal, eine kastrierte Wohnungskatze rund 190 kcal; das Leckerli-Budget liegt bei nur 19 bis 25 kcal am Tag.

## So bleibt es im Rahmen

- Ziehen Sie die Energie der Leckerlis von der Hauptmahlzeit ab.
- Legen Sie morgens die Tagesration an Leckerlis in eine Dose. Was weg ist, ist weg.
- Brechen Sie Leckerlis beim Training in sehr kleine Stücke; für den Hund zählt die Belohnung, nicht die Größe.
- Nutzen Sie einen Teil des normalen Trockenfutters als Trainingsbelohnung.
- Achten Sie auf die Energieangabe: Manche Leckerlis liefern über 350 kcal pro 100 g.

## Worauf es bei Snacks ankommt

Gute Snacks bestehen aus wenigen, klar benannten Zutaten, zum Beispiel getrocknetem Fleisch oder Innereien, und kommen ohne Zucker, Melasse, Karamell oder künstliche Farbstoffe aus. Für Tiere in einer Ausschlussdiät sind Leckerlis tabu, sofern die Tierarztpraxis nichts anderes festlegt. Bei Tieren mit Diabetes, Nieren- oder Bauchspeicheldrüsenerkrankungen sollten Sie Art und Menge der Snacks tierärztlich abstimmen.`,
    species: 'BOTH',
    tags: ['snacks', 'leckerli', 'gewicht', 'energiebedarf'],
    published_at: '2025-10-21',
  },
  {
    slug: 'kastration-und-energiebedarf',
    title: 'Kastration und Energiebedarf',
    title_en: 'Neutering and energy requirements',
    summary:
      'Nach der Kastration sinkt der Energiebedarf, während der Appetit oft steigt. Mit den richtigen Faktoren und regelmäßigem Wiegen beugen Sie Übergewicht vor.',
    summary_en:
      'After neutering, energy needs fall while appetite often rises. The right factors and regular weighing help prevent obesity.',
    body: `Die Kastration verändert den Hormonhaushalt von Hund und Katze. Der Grundumsatz sinkt, gleichzeitig fressen viele Tiere mehr. Wer die Futtermenge nicht anpasst, hat nach einigen Monaten oft ein übergewichtiges Tier.

## Wie stark sinkt der Bedarf?

In der Tiermedizin wird der Bedarf häufig als Vielfaches des Ruheenergiebedarfs (RER = 70 × KG^0,75 kcal) angegeben:

- unkastrierter Hund: 1,8 × RER
- kastrierter Hund: 1,6 × RER
- unkastrierte Katze: 1,4 × RER
- kastrierte Katze: 1,2 × RER

Für eine Katze mit 4 kg liegt der RER bei rund 200 kcal. Unkastriert braucht sie etwa 280 kcal, kastriert nur rund 240 kcal, also etwa 14 % weniger. Bei einem 12-kg-Hund sinkt der Bedarf von rund 810 auf 720 kcal. Die FEDIAF setzt für kastrierte oder in der Wohnung gehaltene Katzen 75 × KG^0,67 kcal an statt 100 × KG^0,67 bei aktiven Katzen. Alle Werte sind Richtwerte; einzelne Tiere weichen um bis zu 30 % ab.

## Was Sie nach der Kastration tun können

- Passen Sie die Menge schon in den ersten Wochen nach dem Eingriff an, nicht erst, wenn das Tier zugenommen hat.
- Wiegen Sie Ihr Tier in den ersten sechs Monaten alle zwei Wochen.
- Rechnen Sie Leckerlis in die Tagesration ein.
- Fördern Sie Bewegung durch Spiel und Beschäftigung.
- Ein Futter mit etwas geringerer Energiedichte und viel Eiweiß hilft, satt zu machen, ohne zu viele Kalorien zu liefern.

## Junge Tiere

Werden Welpen oder Kitten vor Abschluss des Wachstums kastriert, brauchen sie weiterhin ein Futter für das Wachstum, aber die Menge muss sorgfältig kontrolliert werden. Besprechen Sie den richtigen Zeitpunkt der Kastration und die Fütterung danach mit Ihrer Tierarztpraxis. Nimmt Ihr Tier trotz angepasster Ration weiter zu, lassen Sie es untersuchen.`,
    species: 'BOTH',
    tags: ['kastration', 'gewicht', 'energiebedarf'],
    published_at: '2025-11-04',
  },
  {
    slug: 'sensibler-magen-und-verdauung',
    title: 'Sensibler Magen: Verdauung sanft unterstützen',
    title_en: 'Sensitive stomach: gently supporting digestion',
    summary:
      'Gut verdauliche Zutaten, Ballaststoffe und Präbiotika wie Inulin aus Chicorée oder MOS aus Bierhefe können empfindliche Mägen entlasten. Wann Sie tierärztlichen Rat brauchen.',
    summary_en:
      "Highly digestible ingredients, fibre and prebiotics such as inulin from chicory or MOS from brewer's yeast can ease sensitive stomachs. When you need a vet.",
    body: `Weicher Kot, Blähungen, gelegentliches Erbrechen oder Grasfressen: Manche Hunde und Katzen haben einen empfindlichen Verdauungstrakt. Bevor Sie das Futter ändern, sollte die Tierarztpraxis ernsthafte Ursachen wie Parasiten, Infektionen, Bauchspeicheldrüsen- oder Darmerkrankungen ausschließen.

## Was ein Futter für empfindliche Mägen ausmacht

- **Gut verdauliches Eiweiß:** Muskelfleisch und ausgewählte Innereien werden besser verwertet als bindegewebsreiche Nebenerzeugnisse.
- **Moderater Fettgehalt:** Sehr fettreiches Futter wird von manchen Tieren schlechter vertragen.
- **Wenige Zutaten:** Je einfacher die Rezeptur, desto leichter lassen sich Auslöser finden.
- **Schonende Kohlenhydrate:** Gekochter Reis, Kartoffel, Süßkartoffel oder Kürbis sind gut verträglich.

## Präbiotika und Ballaststoffe

Präbiotika sind Nahrung für die nützlichen Darmbakterien.

- **Inulin aus Chicorée** ist ein Fructooligosaccharid (FOS). Es wird von Darmbakterien fermentiert, die dabei kurzkettige Fettsäuren bilden, die den Darmzellen als Energiequelle dienen.
- **MOS aus Bierhefe** (Mannan-Oligosaccharide) stammen aus der Zellwand der Hefe. Sie können bestimmte unerwünschte Bakterien binden, sodass diese sich weniger an der Darmwand festsetzen.
- **Ballaststoffe** wie Kürbis, Flohsamenschalen oder Rübentrockenschnitzel verbessern die Kotkonsistenz.

Zu viel des Guten kann aber Blähungen verursachen. Präbiotika gehören in kleinen Mengen ins Futter, nicht löffelweise obendrauf.

## Fütterung im Alltag

Füttern Sie lieber zwei bis drei kleinere Mahlzeiten als eine große, vermeiden Sie häufige Futterwechsel und stellen Sie ein neues Futter immer über 7 bis 10 Tage um. Tischreste und fettige Leckerlis sind für empfindliche Mägen tabu. Schonkost aus Huhn und Reis ist für wenige Tage gedacht und kein vollwertiges Dauerfutter.

## Wann zur Tierarztpraxis?

Gehen Sie in die Praxis, wenn Durchfall länger als zwei Tage anhält, Blut im Kot oder Erbrochenen ist, Ihr Tier wiederholt erbricht, matt wirkt, Fieber hat oder abnimmt. Welpen, Kitten und alte Tiere trocknen schneller aus; bei ihnen sollten Sie schon früher anrufen.`,
    species: 'BOTH',
    tags: ['verdauung', 'sensitiv', 'praebiotika', 'magen'],
    published_at: '2025-11-18',
  },
  {
    slug: 'ethoxyquin-und-synthetische-antioxidantien',
    title: 'Ethoxyquin, BHA und BHT: synthetische Antioxidantien im Futter',
    title_en: 'Ethoxyquin, BHA and BHT: synthetic antioxidants in pet food',
    summary:
      'Fette im Futter müssen vor dem Ranzigwerden geschützt werden. Warum napf auf synthetische Antioxidantien wie Ethoxyquin (E324), BHA (E320) und BHT (E321) verzichtet.',
    summary_en:
      'Fats in pet food must be protected from going rancid. Why napf does without synthetic antioxidants such as ethoxyquin (E324), BHA (E320) and BHT (E321).',
    body: `Fette und Öle reagieren mit Sauerstoff und werden ranzig. Dabei entstehen Stoffe, die schlecht riechen, Vitamine zerstören und den Körper belasten. Deshalb enthalten fast alle Futtermittel mit nennenswertem Fettanteil Antioxidationsmittel. Die Frage ist nur: welche?

## Die synthetischen Antioxidantien

- **BHA (Butylhydroxyanisol, E320)**
- **BHT (Butylhydroxytoluol, E321)**
- **Ethoxyquin (E324)**

Diese Stoffe sind billig und sehr wirksam und wurden lange in Tierfutter und Fischmehl eingesetzt. Für BHA und BHT gibt es Höchstmengen; ihre Sicherheit bei Langzeitaufnahme wird seit Jahren diskutiert.

## Der Fall Ethoxyquin

Ethoxyquin wurde vor allem zum Schutz von Fischmehl und Futterfetten verwendet. Bei der Neubewertung konnte die Europäische Behörde für Lebensmittelsicherheit (EFSA) die Sicherheit nicht abschließend bestätigen; offen blieben unter anderem Fragen zu einem Verunreinigungsprodukt aus der Herstellung. Die EU hat die Zulassung als Futtermittelzusatzstoff deshalb mit der Durchführungsverordnung (EU) 2017/962 ausgesetzt und mit der Durchführungsverordnung (EU) 2022/1375 endgültig verweigert. Als Futtermittelzusatzstoff ist Ethoxyquin in der EU damit nicht mehr zugelassen.

## Die natürlichen Alternativen

- **Tocopherole (Vitamin E):** schützen Fette wirksam und sind gleichzeitig ein Vitamin.
- **Rosmarinextrakt:** enthält antioxidativ wirkende Stoffe wie Carnosolsäure.
- **Ascorbinsäure und Citronensäure** verstärken die Wirkung der Tocopherole.

Natürliche Antioxidantien schützen etwas weniger lange als synthetische. Das bedeutet kürzere Mindesthaltbarkeiten und mehr Sorgfalt bei Verpackung und Lagerung.

## Was das für Sie bedeutet

Lagern Sie Trockenfutter kühl, trocken und möglichst luftdicht, und verbrauchen Sie angebrochene Säcke innerhalb von etwa sechs Wochen. Bei napf führen wir nur Futter, das ohne BHA, BHT und Ethoxyquin konserviert ist, und fragen bei unseren Herstellern auch nach, womit die Rohstoffe stabilisiert wurden. Wenn Ihr Tier nach einem Futterwechsel Unverträglichkeiten zeigt, sprechen Sie mit Ihrer Tierarztpraxis.`,
    species: 'BOTH',
    tags: ['konservierung', 'ethoxyquin', 'antioxidantien', 'deklaration', 'zusatzstoffe'],
    published_at: '2025-12-02',
  },
  {
    slug: 'energiebedarf-aktiver-hunde',
    title: 'Energiebedarf aktiver Hunde und Arbeitshunde',
    title_en: 'Energy needs of active and working dogs',
    summary:
      'Jagd-, Hüte- und Sporthunde können deutlich mehr Energie brauchen als Familienhunde. Wie Sie den Bedarf nach FEDIAF einschätzen und die Fütterung an Trainings- und Ruhetage anpassen.',
    summary_en:
      'Hunting, herding and sporting dogs can need far more energy than family dogs. How to estimate the need with FEDIAF and adapt feeding to training and rest days.',
    body: `Ein Hund, der täglich mehrere Stunden arbeitet, hat einen ganz anderen Energiebedarf als ein Familienhund mit zwei Spaziergängen. Wer einen Hütehund, Jagdhund, Schlittenhund oder einen Hund im Hundesport hält, sollte die Fütterung deshalb genau planen.

## Die Faktoren der FEDIAF

Die FEDIAF berechnet den Tagesbedarf erwachsener Hunde als Faktor mal KG^0,75:

- 95 bei geringer Aktivität (unter einer Stunde am Tag)
- 110 bei mäßiger Aktivität (ein bis drei Stunden, ruhige Bewegung)
- 125 bei mäßiger Aktivität mit hoher Belastung, etwa Agility
- 150 bis 175 bei hoher Aktivität, zum Beispiel Arbeitshunde mit drei bis sechs Stunden am Tag

Ein 25-kg-Hütehund im vollen Einsatz braucht danach etwa 1.680 bis 1.960 kcal am Tag, ein gleich schwerer Familienhund mit mäßiger Aktivität rund 1.230 kcal. Schlittenhunde unter extremen Bedingungen können noch weit darüber liegen. Alle Werte sind Durchschnitte mit einer Schwankungsbreite von etwa 30 %.

## Energiedichte und Zusammensetzung

Sehr aktive Hunde profitieren von einem Futter mit höherer Energiedichte, damit die Portionen nicht zu groß werden. Fett liefert pro Gramm mehr als doppelt so viel Energie wie Eiweiß oder Kohlenhydrate und ist bei Ausdauerbelastung ein wichtiger Brennstoff. Hochwertiges Eiweiß unterstützt die Regeneration der Muskulatur.

## Fütterung rund um die Belastung

Füttern Sie die Hauptmahlzeit nicht unmittelbar vor intensiver Bewegung; bei großen, tiefbrüstigen Rassen erhöht das vermutlich das Risiko einer Magendrehung. Eine Pause von mindestens ein bis zwei Stunden vor und nach der Belastung ist üblich. Stellen Sie bei Training und Arbeit immer ausreichend Wasser bereit.

## Ruhetage und Saisonpausen

In Ruhephasen, etwa außerhalb der Jagdsaison, sinkt der Bedarf deutlich. Reduzieren Sie dann die Menge, sonst nimmt der Hund schnell zu. Wiegen Sie Ihren Hund regelmäßig und tasten Sie die Rippen ab. Bei Leistungseinbruch, schneller Ermüdung oder Gewichtsverlust trotz ausreichender Fütterung sollten Sie Ihren Hund tierärztlich untersuchen lassen.`,
    species: 'DOG',
    tags: ['energiebedarf', 'aktiv', 'sport', 'futtermenge', 'fediaf'],
    published_at: '2026-01-13',
  },
];
