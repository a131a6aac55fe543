/// Frequent words per language, in three runs: function words (articles, pronouns, prepositions,
/// conjunctions, auxiliaries), the vocabulary of consent interfaces (settings, consent, accept,
/// reject, personal data, device, advertising ...), and common everyday words (time, family, go,
/// small ...) so plain sentences count too. Written for this project; data only.
///
/// Why these words: function words make up a large share of any sentence and differ even between
/// close languages (Danish "af", "nogle", "mig" against Norwegian "av", "noen", "meg"), so a handful
/// of them decides a sentence. The consent vocabulary lets the short UI sentences of a banner count.
///
/// Rules the lists follow, because scoring adds up matches:
/// - A spelling that is a common word in several languages is listed under each of them ("de",
///   "in", "die", "interesse"), so it favours none of them over the others.
/// - Loanwords every language uses in consent texts ("cookies", "app", "partner", "online",
///   "tracking", "data", "information", "gratis", "filter") are in no list.
/// - `word:weight` lowers (or raises) one entry; the default weight is 1. Lower weights mark words
///   that exist in a language but are rare there ("at" in Norwegian, "si" in Romanian without
///   diacritics).
/// - French and Italian elisions are listed with their apostrophe ("l'", "d'", "dell'"), as the
///   tokenizer splits them off.
///
/// Languages the identifier does not support (Catalan, Galician, Slovak, Croatian, Slovenian,
/// Estonian, Ukrainian, Bulgarian, Serbian) have shorter lists: they exist so that text in them
/// ends as "unknown" instead of as the nearest supported language.
enum LanguageWordLists {
    static let words: [String: String] = [
        "en": """
            the a an and or of to in on at by for from with about as into over under between through
            during before after without within than then so but not no nor if when while where which
            who whom whose what why how that this these those it its it's they them their theirs we
            us our ours you your yours he she his her i me my is are was were be been being am have
            has had do does did will would can could may might must shall should there here all any
            each every some other others such only also more most very just well much many both
            either own same too again once up out off down can't don't won't doesn't isn't aren't
            we're you're we'll we've let's whether until because however
            privacy settings setting consent preferences preference manage accept reject allow
            choices choice personal device devices advertising ads advertisers purposes purpose
            legitimate interest store stored access process processing processed measure content
            improve experience necessary strictly functional targeting policy notice learn view show
            close continue confirm save back turn used using use collect collected share sell sale
            choose agree enable disable always help keep free examples select selected unchecked
            checked search results found apply cancel clear open opens new heading switch tap
            age verification ask next step declined decline third parties party please read details
            vendors vendor list profile profiles based identifiers identify time
            my time year years day days today yesterday tomorrow morning evening night week weeks people
            woman child children house home work school city town world life way thing things good old great
            little small big long last first know think see come go get make take give find tell say said
            went going came got made took want need like look call try feel become leave put mean begin seem
            talk start hear play run move live believe bring happen write sit stand pay meet watch follow
            stop speak spend grow walk win remember love buy wait send build stay still never often
            sometimes already yet even really now though although book friends friend brother sister mother
            father family water food weather nice decided reading ends kind
            far job
            """,
        "de": """
            der die das den dem des ein eine einer eines einem einen und oder aber doch sondern denn
            weil wenn dass ob als wie so auch noch nur schon sehr mehr nicht kein keine keinen keiner
            ich du er sie es wir ihr ihre ihren ihrem ihrer ihres ihnen sich mich dich mir dir uns
            unser unsere unseren unserem unserer euch euer mein meine dein deine sein seine seinen
            seiner ist sind war waren wird werden wurde wurden worden bin bist hat haben hatte hatten
            kann können könnte kannst muss müssen soll sollen sollte darf dürfen will wollen möchten
            möchte in im ins an am auf aus bei beim mit nach von vom zu zum zur für über unter vor
            hinter neben zwischen durch gegen ohne um bis seit während wegen dieser diese dieses
            diesen diesem jeder jede jedes jeden alle allen aller alles andere anderen anderer
            welche welcher welches was wer wo warum hier dort dann jetzt immer jederzeit bitte ja
            nein man etwa bzw sowie also damit dazu darauf davon dabei hierbei einige
            datenschutz datenschutzerklärung datenschutzeinstellungen einstellungen einstellung
            einwilligung zustimmung zustimmen akzeptieren ablehnen verwalten zulassen erlauben
            auswahl speichern schließen zurück weiter bestätigen anzeigen informationen daten
            personenbezogene personenbezogenen gerät geräte werbung inhalte messung verwenden
            verwendet nutzen nutzung verarbeiten verarbeitung verarbeitet berechtigtes berechtigten
            interesse zwecke zweck erforderlich erforderliche notwendig funktionen leistung
            personalisierte personalisierung erfahren weitere öffnen geöffnet ausgewählt aktiviert
            deaktiviert erlebnis verbessern bieten helfen kostenlos halten beispiele suchen
            ergebnisse gefunden anwenden abbrechen zurücksetzen neuen ansicht überschrift schalter
            tippen ändern entscheidung anbieter dienste dienstes profil profilen basierend
            mein meinen meiner dein zeit jahr jahre tag tage heute gestern morgen abend nacht woche wochen
            leute mann frau kind kinder haus hause arbeit schule stadt welt leben weg ding dinge gut gute
            guten neu neue alt alte groß große großen klein kleine kleinen lang letzte erste nächste wissen
            denken sehen kommen gehen bekommen machen nehmen geben finden sagen gesagt ging kam gemacht
            genommen brauchen gefahren gegessen fahren essen trinken wohnen lesen schreiben spielen arbeiten
            kaufen warten bleiben nie oft manchmal wieder wirklich nun deshalb obwohl buch freunde freund
            bruder schwester mutter vater familie wasser wetter schön zug minuten verspätung spät fahrrad
            dort see:0.5 echt
            """,
        "fr": """
            le la les l' un une des du de d' et ou mais donc car ni que qu' qui quoi dont où ce cet
            cette ces c' ceci cela ça il ils elle elles on nous vous je j' me m' te t' se s' lui leur
            leurs y en ne n' pas plus jamais rien son sa ses mon ma mes ton ta tes tu notre nos votre
            vos est sont était étaient sera seront été être avoir a ai avons avez ont avait peut
            peuvent pouvez pouvons fait faire dans sur sous avec sans pour par entre chez vers depuis
            pendant avant après selon contre comme si aussi très bien tout tous toute toutes autre
            autres même quel quelle quels quelles lorsque quand comment pourquoi ici là afin ainsi
            alors également notamment chaque au aux à certains certaines
            confidentialité paramètres préférences consentement accepter refuser gérer autoriser
            choix personnelles personnels données appareil publicité publicités annonces contenu
            contenus mesure mesurer utiliser utilisons utilisés utilisées traiter traitement
            traitons intérêt légitime finalités finalité partenaires nécessaires strictement
            fonctionnels enregistrer fermer retour continuer confirmer afficher savoir politique
            expérience améliorer aider gratuite exemples rechercher résultats trouvés appliquer
            annuler effacer ouvre nouvelle vue onglet titre interrupteur activé désactivé appuyez
            modifier vérification âge suivi tiers fournisseurs moment profil profils basé
            mon ma mes temps an ans année jour jours aujourd'hui hier demain matin soir nuit semaine
            semaines gens homme femme enfant enfants maison travail école ville monde vie chose choses bon
            bonne bons nouveau vieux grand grande petit petite long dernier premier prochain penser voir
            venir aller prendre donner trouver dire dit allé venu veux vouloir besoin aimer regarder habiter
            habitent manger boire lire écrire jouer jouent travailler acheter attendre rester déjà encore
            souvent parfois toujours vraiment maintenant parce beau belle livre amis ami frère sœur mère
            père famille eau gare dîné jardin sera
            """,
        "es": """
            el la los las lo un una unos unas de del al a en y e:0.3 o ni que qué quien quién cual
            cuál cuales cuando cómo como donde dónde porque por para con sin sobre entre hasta desde
            hacia durante según ante tras mediante contra es son está están era eran ser estar sido
            fue ha han hay había he hemos puede pueden podemos puedes podrá usted ustedes su sus tu
            tus mi mis nuestro nuestra nuestros nuestras se le:0.5 les:0.5 me te nos yo él ella
            ellos ellas esto este esta estos estas ese esa esos esas eso también muy más menos ya no
            sí si pero sino aunque todo todos toda todas otro otra otros otras mismo misma cada
            algunos algunas cualquier momento así además ver
            privacidad configuración ajustes preferencias consentimiento aceptar rechazar gestionar
            administrar permitir elección elecciones opciones personales personal datos dispositivo
            publicidad anuncios contenido contenidos medir medición utilizamos usamos utilizar
            utiliza tratamiento tratar interés legítimo finalidades fines propósitos socios
            necesarias estrictamente funcionales guardar cerrar volver continuar confirmar mostrar
            información política aviso experiencia mejorar ayudar gratuita ejemplos buscar
            resultados encontrados aplicar cancelar borrar abre nueva vista pestaña encabezado
            interruptor activado desactivado pulse toque cambiar verificación edad seguimiento
            permiso aplicación terceros proveedores perfil perfiles basado
            mi mis tiempo año años día días hoy ayer mañana tarde noche semana semanas gente hombre mujer
            niño niños casa trabajo escuela ciudad mundo vida cosa cosas bueno buena buenos nuevo nueva
            viejo grande gran pequeño pequeña largo último primero próximo saber pensar venir ir tomar dar
            encontrar decir dijo fuimos fue vino hizo quiero querer necesitar gustar mirar vivir vive comer
            beber leer escribir jugar trabajar comprar compramos esperar quedar siempre nunca todavía vez
            realmente ahora libro amigos amigo hermano hermana madre padre familia agua mercado fruta cerca
            hacer tengo tiene tienen cena
            os:0.3 dos:0.5 mas:0.3
            """,
        "pt": """
            o a os as um uma uns umas de do da dos das em no na nos nas ao aos à às e ou mas que
            quem qual quais quando como onde porque por pelo pela pelos pelas para com sem sobre
            entre até desde durante segundo contra é são está estão era eram ser estar foi sido tem
            têm ter há havia pode podem podemos você vocês seu sua seus suas nosso nossa nossos
            nossas meu minha se lhe lhes me te tu eu ele ela eles elas isto isso este esta estes
            estas esse essa esses essas aquele também muito mais menos já não sim todo todos toda
            todas outro outra outros outras mesmo mesma cada qualquer momento assim além ver um
            privacidade configurações definições preferências consentimento aceitar rejeitar recusar
            gerir gerenciar permitir escolhas opções pessoais dados dispositivo publicidade anúncios
            conteúdo conteúdos medir medição utilizamos usamos utilizar usar tratamento tratar
            interesse legítimo finalidades parceiros necessários estritamente funcionais guardar
            salvar fechar voltar continuar confirmar mostrar saiba informações política aviso
            experiência melhorar ajudar gratuita exemplos pesquisar resultados encontrados aplicar
            cancelar limpar abre nova visualização separador título interruptor ativado desativado
            toque alterar verificação idade rastreamento permissão aplicativo aplicação terceiros
            fornecedores perfil perfis baseado
            meu minha meus minhas tempo ano anos dia dias hoje ontem amanhã manhã tarde noite semana semanas
            gente homem mulher criança crianças casa trabalho escola cidade mundo vida coisa coisas bom boa
            bons novo velho grande pequeno pequena longo último primeiro próximo saber pensar vir ir tomar
            dar encontrar dizer disse fomos foi veio fez quero querer precisar gostar olhar morar mora viver
            vive comer beber ler escrever jogar trabalhar comprar esperar ficar sempre nunca ainda vez
            realmente agora livro amigos amigo irmão irmã mãe pai família água praia rio perto fazer tenho
            voltámos voltamos fruta mercado porto
            ajustes:0.5
            """,
        "it": """
            ne no:0.5 politica
            il lo la i gli le l' un uno una un' di del dello della dei degli delle d' a al allo alla
            ai agli alle all' da dal dallo dalla dai dagli dalle dall' in nel nello nella nei negli
            nelle nell' su sul sullo sulla sui sugli sulle sull' con per tra fra e ed o oppure ma
            però anche che chi cui non più meno molto è sono era erano essere stato stata stati
            hanno ha abbiamo avere può possono puoi possiamo tuo tua tuoi tue suo sua suoi sue
            nostro nostra nostri nostre vostro loro ci ti vi si mi se te questo questa questi queste
            quello quella quelli come quando dove perché tutto tutti tutte tutta altro altri altre
            altra ogni qualsiasi momento così inoltre sempre già qui:0.5 mai:0.5 lui noi voi tu
            privacy impostazioni preferenze consenso accetta accettare rifiuta rifiutare gestisci
            gestire consenti consentire scelte personali dati dispositivo pubblicità annunci
            contenuti contenuto misurare misurazione utilizziamo usiamo utilizzare trattamento
            trattare interesse legittimo finalità scopi necessari strettamente funzionali salva
            chiudi indietro continua conferma mostra visualizza scopri ulteriori informazioni
            informativa esperienza migliorare aiutaci gratuita esempi cerca risultati trovati applica
            annulla cancella apre nuova vista scheda intestazione interruttore attivato disattivato
            tocca modificare verifica età tracciamento autorizzazione terze parti fornitori profilo
            profili basato
            mio mia miei mie tempo anno anni giorno giorni oggi ieri domani mattina sera notte settimana
            settimane gente uomo donna bambino bambini casa lavoro scuola città mondo vita cosa cose buono
            buona nuovo vecchio grande piccolo piccola lungo ultimo primo prossimo sapere pensare vedere
            venire andare andati andato prendere dare trovare dire detto fatto voglio volere bisogno piacere
            guardare vivere mangiare bere leggere scrivere giocare lavorare comprare aspettare restare
            ancora spesso volte davvero adesso ora libro amici amico fratello sorella madre padre famiglia
            acqua cena ristorante vicino porto studia università siamo siete fa fare due mare
            """,
        "nl": """
            de het een en of maar want dus dat die dit deze wat wie waar wanneer hoe waarom welke
            van in op aan met voor door bij naar uit over onder tussen tegen zonder tot sinds
            tijdens volgens om als dan ook nog al niet geen wel zeer meer meest ik je jij u uw we
            wij ons onze jullie zij ze hun hen hem haar zijn is was waren wordt worden werd zal
            zullen kan kunnen kunt mag mogen moet moeten wil willen heeft hebben had er hier daar te
            zo elke alle andere altijd ja nee sommige
            privacy instellingen voorkeuren toestemming accepteren weigeren beheren toestaan keuzes
            keuze persoonlijke persoonsgegevens gegevens apparaat advertenties advertentie inhoud
            meten gebruiken gebruikt gebruik verwerken verwerking gerechtvaardigd gerechtvaardigde
            belang doeleinden doel noodzakelijk strikt functionele opslaan sluiten terug doorgaan
            bevestigen tonen bekijken informatie lees beleid privacyverklaring ervaring verbeteren
            helpen voorbeelden zoeken resultaten gevonden toepassen annuleren wissen opent nieuwe
            weergave tabblad koptekst schakelaar ingeschakeld uitgeschakeld tik wijzigen leeftijd
            volgen derden partijen leveranciers open profiel profielen gebaseerd
            mijn tijd jaar jaren dag dagen vandaag gisteren morgen ochtend avond nacht week weken mensen man
            vrouw kind kinderen huis werk school stad wereld leven weg ding dingen goed goede nieuw nieuwe
            oud oude groot grote klein kleine lang laatste eerste volgende weten denken zien komen gaan
            krijgen maken nemen geven vinden zeggen zei ging kwam gemaakt gegaan nodig kijken wonen woont
            eten drinken lezen schrijven spelen werken kopen gekocht wachten blijven nooit vaak soms echt nu
            omdat hoewel boek vrienden vriend broer zus moeder vader familie water fiets druk buurman rijdt
            bijna erg minuten
            alles
            """,
        "pl": """
            reklama
            i w we z ze na do nie się że to jest są być był była było będzie jak ale lub oraz albo
            a o od po dla przez przy pod nad za przed bez u ten ta te tym tego tej tę który która
            które których którym jego jej ich jako także również może można możesz możemy mogą czy
            tak już tylko więcej bardziej każdy każda wszystkie wszystkich inne innych swoje swoich
            twoje twoich twój twoim twoja wasze was wam pan:0.5 pani państwa nasze naszych nasi nas
            nam my wy oni one co kto gdzie kiedy dlaczego jeśli jeżeli aby żeby tutaj zawsze
            dowolnym momencie też ja
            prywatność prywatności ustawienia ustawień ustawieniach preferencje preferencji zgoda
            zgody zgodę akceptuję zaakceptuj akceptuj odrzuć odrzucam zarządzaj zarządzanie zezwól
            wybory wybór wyborów osobowe osobowych dane danych urządzenie urządzeniu urządzenia
            reklamy reklam reklamowe treści treść pomiar używamy korzystamy wykorzystujemy
            przetwarzanie przetwarzamy uzasadniony uzasadnionego interes interesu cele celów celu
            partnerzy partnerów niezbędne ściśle funkcjonalne zapisz zamknij wstecz dalej kontynuuj
            potwierdź pokaż wyświetl dowiedz informacje informacji polityka polityki doświadczenia
            poprawić pomóż bezpłatna przykłady szukaj wyniki znaleziono zastosuj anuluj wyczyść
            otwiera nowym widoku karcie nagłówek przełącznik włączony wyłączony dotknij zmienić
            weryfikacja wieku śledzenie pozwolenie zewnętrzni dostawcy pliki plików profil profile
            mój moja moje mojego czas rok lata dzień dni dzisiaj dziś wczoraj jutro rano wieczorem wieczór
            noc tydzień tygodnie ludzie mężczyzna kobieta dziecko dzieci dom domu praca pracy szkoła miasto
            mieście świat życie rzecz dobry dobra dobre nowy nowa nowe stary duży duża mały małym mała długi
            ostatni pierwszy następny wiedzieć myśleć widzieć przyjść iść poszliśmy poszedł wziąć dać
            znaleźć powiedzieć powiedział chcę chcieć potrzebować lubić patrzeć mieszka mieszkać jeść pić
            czytać pisać grać pracować kupić czekać zostać nigdy często czasem znowu naprawdę teraz ponieważ
            bo książka przyjaciółmi przyjaciele przyjaciel brat siostra matka ojciec rodzina woda morza
            morze niedaleko nie:1
            je:0.5 by:0.5
            """,
        "sv": """
            samt
            och i att det som en på är av för med till den har de inte om ett han men var jag sig
            från vi så kan man när år hon under också efter eller nu sin där vid mot ska skulle
            kommer ut får finns vara hade alla andra mycket än här då sedan över bara in blir upp
            även vad få vill ha många hur mer går detta hans utan sina något allt måste mellan blev
            bli någon några sitt varit dem bland genom hela annat fram gör ingen göra enligt mig
            redan inom du helt ju samma kanske själv oss dock denna både kunna fått olika flera
            kunde ur gäller aldrig varför din ditt dina dig er era ert vår vårt våra dessa vilka
            vilket ja nej
            integritet integritetspolicy sekretess inställningar inställning samtycke samtycker
            godkänn godkänna acceptera avvisa neka hantera tillåt val personuppgifter personliga
            uppgifter enhet enheten annonser reklam innehåll mätning mäta använder används
            användning behandla behandling berättigat berättigade intresse ändamål syften
            nödvändiga strikt funktionella spara stäng tillbaka fortsätt bekräfta visa läs
            upplevelse förbättra hjälp exempel sök resultat hittades tillämpa avbryt rensa öppnas ny
            vy flik rubrik reglage aktiverad avaktiverad tryck ändra ålder spårning tillstånd tredje
            parter leverantörer kakor profil profiler baserat
            min mitt mina tid dag dagar idag igår morgon kväll natt vecka veckor människor folk kvinna barn
            hus hem arbete jobb skola stad världen liv sak saker bra god goda gammal stor stora liten lilla
            lång sista första nästa veta tänka se komma gå ta ge hitta säga sa gick kom gjorde tog behöver
            gilla titta bo bor äta dricka läsa skriva spela arbeta arbetar köpa vänta stanna ofta ibland
            igen verkligen eftersom fast bok vänner vän bror syster mamma pappa familj vatten landet sjön
            eftermiddagen åkte badade lärare kusten små
            far mor stranden går
            helst
            tillåter uppleva upplever annonsering webbplats webbplatsen riktad mindre stängas delas delat påverkar prestanda räkna besök mäta ger möjlighet välja välj säkerställa lagra lagrar
            """,
        "da": """
            og i at det er en til som på de med for af den ikke der var han et har om vi men jeg fra
            så sig kan skal også efter eller hun nu sin blev når være hvor her dem vil ud hvis mod
            under over kun os op alle meget da jo nogle noget man mange hans selv hvad andre hvordan
            bliver mig dig din dit dine jer jeres vores deres denne dette disse hvilke hvilket ved
            gennem uden samt ja nej hvornår få har have haft
            privatliv privatlivspolitik databeskyttelse indstillinger indstilling samtykke
            samtykker accepter acceptér afvis tillad administrer valg personoplysninger personlige
            oplysninger enhed enheden annoncer reklamer indhold måling måle bruger bruges anvender
            behandle behandling behandler legitim legitime interesse formål nødvendige strengt
            funktionelle gem luk tilbage fortsæt bekræft vis læs mere politik oplevelse forbedre
            hjælp eksempler søg resultater fundet anvend annuller ryd åbner ny visning fane
            overskrift aktiveret deaktiveret tryk ændre alder sporing tilladelse tredjeparter
            leverandører profil profiler baseret tidspunkt
            min mit mine tid dag dage igår morgen aften nat uge uger mennesker folk mand kvinde barn børn
            hus hjem arbejde job skole by byen verden liv ting god godt gode ny nye gammel gamle stor store
            lille små lang sidste første næste vide tænke se komme gå tage give finde sige sagde gik kom
            gjorde tog behøver lide kigge bo bor spise drikke læse skrive spille arbejder købe vente blive
            aldrig ofte gange igen virkelig fordi selvom bog venner ven bror søster mor far familie vand
            stranden blæste lærer kysten jobber:0.5
            mit går
            du helst lagre:0.5 benytter erklæring
            tillader opleve oplever annoncering hjemmeside hjemmesiden websted webstedet målrettet mindre slås deles delt påvirker ydeevne tælle besøg måle giver mulighed vælge vælg sikre sikrer gemme gemmer
            """,
        "nb": """
            og i å det er en til som på de med for av den ikke der var han et har om vi men jeg fra
            så seg kan skal også etter eller hun nå sin ble når være hvor her dem vil ut hvis mot
            under over bare kun oss opp alle mye da jo noen noe man mange hans selv hva andre
            hvordan blir meg deg din ditt dine dere deres vår vårt våre denne dette disse hvilke
            hvilket ved gjennom uten samt ja nei når få ha hatt at:0.5 ei:0.3
            personvern personvernerklæring innstillinger innstilling samtykke samtykker godta godtar
            aksepter avvis avslå tillat administrer valg personopplysninger personlige opplysninger
            enhet enheten annonser reklame innhold måling måle bruker brukes benytter behandle
            behandling behandler berettiget legitim interesse formål nødvendige strengt funksjonelle
            lagre lukk tilbake fortsett bekreft vis les mer erklæring opplevelse forbedre hjelp
            eksempler søk resultater funnet bruk avbryt tøm åpnes ny visning fane overskrift bryter
            aktivert deaktivert trykk endre alder sporing tillatelse tredjeparter leverandører
            informasjonskapsler profil profiler basert tidspunkt
            min mitt mine tid dag dager morgen kveld aften:0.5 natt uke uker mennesker folk mann kvinne barn
            hus hjem arbeid jobb skole by byen verden liv ting god godt gode ny nye gammel gamle stor store
            liten lille:0.5 små lang siste første neste vite tenke se komme gå ta gi finne si sa gikk kom
            gjorde tok trenger liker bo bor spise drikke lese skrive spille jobber arbeider kjøpe vente bli
            aldri ofte ganger igjen virkelig fordi selv bok venner venn bror søster mor far familie vann
            stranden dro blåste lærer kysten
            går
            du helst legitime
            tillater oppleve opplever annonsering nettsted nettstedet målrettet mindre slås deles delt påvirker ytelse telle besøk måle gir mulighet velge velg sikre sikrer lagrer
            """,
        "fi": """
            ja on ei se että oli ovat tai kun myös mutta voi voit voimme voivat sinun sinua sinulle
            meidän me te sinä tämä nämä tämän tätä näitä niitä niiden niin joka jotka jonka joita
            jos sekä kaikki kaikkia muut muiden mukaan kautta kuten vain jo vielä aina milloin
            tahansa missä miten mitä mikä koska ole olla olet olemme siitä sen sitä hän he heidän
            meille meitä teidän ennen jälkeen ilman välillä yli alla kanssa avulla osalta lisäksi
            esimerkiksi esim
            evästeet evästeitä evästeiden evästeasetukset tietosuoja tietosuojaseloste
            tietosuojaselosteen asetukset asetuksia asetuksesi suostumus suostumuksesi suostumusta
            hyväksy hyväksyn hylkää hylkään hallinnoi hallitse salli valinnat valintasi
            henkilötietoja henkilötietojen tiedot tietoja tietosi laite laitteella laitteellasi
            laitteesi mainonta mainoksia mainosten sisältö sisältöä mitata käytämme käyttää
            käytetään käsittely käsittelemme oikeutettu oikeutetun etu tarkoitukset tarkoituksiin
            kumppanit kumppanimme välttämättömät ehdottomasti toiminnalliset tallenna sulje takaisin
            jatka vahvista näytä lue lisää lisätietoja käytäntö kokemus parantaa auta ilmainen
            esimerkit hae tulokset löytyi käytä peruuta tyhjennä avautuu uusi näkymä välilehti
            otsikko kytkin päällä pois napauta muuttaa seuranta lupa kolmannet osapuolet
            toimittajat profiili profiilit perusteella
            minun minä aika vuosi vuotta päivä päivää tänään eilen huomenna aamu ilta illalla yö viikko
            ihmiset mies nainen lapsi lapset talo koti työ koulu kaupunki maailma elämä asia hyvä uusi vanha
            iso suuri pieni pitkä viimeinen ensimmäinen seuraava tietää ajatella nähdä tulla mennä menimme
            ottaa antaa löytää sanoa sanoi meni tuli teki haluan haluta tarvita pitää katsoa asua asuu syödä
            juoda lukea kirjoittaa pelata tehdä ostaa odottaa jäädä koskaan usein joskus taas todella nyt
            koska vaikka kirja ystävät ystävä veli sisko siskoni äiti isä perhe perheen vesi meri meren
            ranta rannalla koko
            """,
        "cs": """
            ten
            a i v ve se na je že s z ze do o k ke to jako pro ale nebo by tak po jsou jsme jste
            jsem být byl byla bylo bude budou může můžete můžeme mohou které který která kterou
            kterých jeho její jejich jim jej tento tato toto tyto této tohoto tomto tím také již už
            jen pouze všechny všech vše další jiné jiných svůj své svých váš vaše vašich vašem vás
            vám vaši náš naše naši našich nás nám my vy oni co kdo kde kdy jak proč pokud aby
            abychom kdykoli kdykoliv vždy mezi bez při přes od u za před pod nad podle více není
            nejsou ani ještě zde ne
            soukromí ochrana ochrany osobních údajů údaje osobní nastavení předvolby předvoleb
            souhlas souhlasu souhlasím přijmout přijímám odmítnout odmítám spravovat správa povolit
            volby volba zařízení zařízením reklama reklamy reklam obsah obsahu měření měřit
            používáme využíváme používat zpracování zpracováváme oprávněný oprávněného zájem zájmu
            účely účel účelem partneři partnerů nezbytné nezbytně nutné funkční uložit zavřít zpět
            pokračovat potvrdit zobrazit zjistit informace informací zásady prohlášení zkušenosti
            zlepšit pomozte zdarma příklady hledat výsledky nalezeno použít zrušit vymazat otevře
            nové zobrazení kartě nadpis přepínač zapnuto vypnuto klepněte změnit ověření věku
            sledování povolení třetí strany dodavatelé soubory profil profily
            můj moje mého čas rok roky den dny dnes včera zítra ráno večer noc týden týdny lidé muž žena
            dítě děti dům domov práce škola město městě svět život věc dobrý dobrá dobré nový nová starý
            velký malý malém dlouhý poslední první vědět myslet vidět přijít jít šli šel vzít dát najít říct
            řekl chci chtít potřebovat mít má mám dívat bydlí bydlet jíst pít číst psát hrát pracovat koupit
            čekat zůstat nikdy často někdy znovu opravdu teď protože kniha přáteli přátelé přítel bratr
            sestra matka otec rodina voda hor hory nedaleko
            """,
        "ro": """
            și si:0.5 de la în in:0.3 cu pe să sa:0.3 nu ce care este sunt sau un o a al ale ai din
            pentru prin acest această aceste acestea acel acea fi fost poate pot puteți putem dvs
            dumneavoastră voastre vostru noastre nostru noștri noi voi vă ne se le:0.5 lor lui ei el
            ea mai dacă că ca dar ori despre după între fără până asupra către toate toți tot toată
            alte alți altă orice moment astfel iar te tu au
            confidențialitate confidentialitate setări setările preferințe preferințele
            consimțământ consimțământul acceptă respinge respingeți gestionați gestionează
            permiteți permite alegeri opțiuni personale datele date dispozitiv dispozitivul
            publicitate reclame conținut conținutul măsurare utilizăm folosim utilizează prelucrare
            prelucrăm interes legitim scopuri scopurile parteneri partenerii necesare strict
            funcționale salvați închide înapoi continuați confirmați afișează vezi aflați
            informații politica experiența îmbunătăți ajuta gratuită exemple căutare rezultate
            găsite aplică anulează șterge deschide nouă vizualizare filă titlu comutator activat
            dezactivat atingeți modifica verificare vârstă urmărire permisiune terți furnizori
            profil profiluri
            meu mea mei mele timp an ani zi zile azi astăzi ieri mâine dimineață seară noapte săptămână
            oameni bărbat femeie copil copii casă acasă muncă școală oraș orașul lume viață lucru lucruri
            bun bună nou vechi mare mic mică lung ultimul primul următorul știi gândi vedea veni merge mers
            lua da găsi spune spus am vreau vrea trebuie plăcea privi locui locuiește mânca bea citi scrie
            juca lucra cumpăra aștepta rămâne niciodată des uneori acum deoarece carte prieteni prietenii
            prieten frate fratele soră mamă tată familie apă munte întors foarte târziu lângă într
            """,
        "hu": """
            a az és hogy nem is egy meg van vagy de ez azt ezt csak mint már még ha kell lehet által
            után szerint között minden más amely amelyek aki akik ön önnek önt öné mi mit hol
            hogyan miért mikor ezek azok így úgy valamint illetve továbbá érdekében alapján számára
            keresztül bármikor vannak volt lesz fel ki el le be nincs sem ahol amikor ami amit ennek
            annak erre arra ebben abban itt ott most mindig sok több néhány egyes saját
            adatvédelem adatvédelmi beállítások beállítás hozzájárulás hozzájárulását elfogadom
            elfogadás elfogad elutasítom elutasítás kezelés kezelése engedélyezés engedélyez összes
            mind választás döntés személyes adatok adatait adatokat eszköz eszközén eszközön
            hirdetés hirdetések tartalom tartalmak mérés használjuk használunk használat
            feldolgozás kezeljük jogos érdek célok cél partnereink partnerek szükséges feltétlenül
            funkcionális mentés bezárás vissza tovább megerősítés megjelenítés további információ
            tájékoztató szabályzat élmény javítás segítsen ingyenes példák keresés találatok
            alkalmaz mégse törlés megnyitás új nézet fejléc kapcsoló bekapcsolva kikapcsolva
            koppintson módosítás életkor ellenőrzés követés engedély harmadik felek szolgáltatók
            profil profilok alapuló
            én te ő ti ők idő év évek nap napok ma tegnap holnap reggel este éjszaka hét emberek férfi nő
            gyerek gyerekek ház otthon munka iskola város városban világ élet dolog dolgok jó új régi nagy
            kis kicsi hosszú utolsó első következő tudni gondolni látni jönni menni mentünk venni adni
            találni mondani mondta ment jött csinált akarok akar szeret nézni lakni lakik enni inni olvasni
            írni játszani dolgozni vásárolni várni maradni soha gyakran néha megint tényleg mert bár könyv
            barátok barát barátainkkal bátyám nővér anya apa család víz tenger közelében moziba filmet
            megnéztük
            """,
        "tr": """
            ve bir bu şu o için ile gibi kadar daha çok en her hiç bazı diğer tüm bütün ne nasıl
            neden nerede hangi ki de da mi mı ise ama ancak fakat sonra önce göre olan olarak olup
            olmak oldu olduğu olduğunu olabilir değil var yok biz siz size sizin sizi bizim bize
            bizi onlar onların bunlar bunu bunun buna bunları şey tarafından üzerinde içinde hakkında
            ayrıca yani ya veya istediğiniz zaman herhangi edebilirsiniz yapabilirsiniz
            gizlilik ayarlar ayarları ayarlarını tercihler tercihlerinizi tercihleri onay onayı rıza
            rızanız kabul reddet tümünü yönet yönetin izin ver seçimleriniz seçimlerinizi kişisel
            veriler verileri verilerinizi veri cihaz cihazınızda cihazınız reklam reklamlar
            reklamları içerik içeriği ölçüm ölçmek kullanıyoruz kullanırız kullanmak kullanılır
            işleme işliyoruz meşru menfaat amaçlar amaçlarla iş ortaklarımız ortakları gerekli
            kesinlikle işlevsel kaydet kapat geri devam onayla göster görüntüle bilgi bilgiler
            politikası politika deneyim deneyiminizi iyileştirmek yardım ücretsiz örnekler ara
            sonuçlar bulundu uygula iptal temizle açar yeni görünüm sekme başlık anahtar açık kapalı
            dokunun değiştir yaş doğrulama takip üçüncü taraf taraflar sağlayıcılar çerezler
            çerezleri çerez profil profiller
            ben sen benim senin yıl yıllar gün günler bugün dün yarın sabah akşam gece hafta haftalar
            insanlar adam kadın çocuk çocuklar ev evde okul şehir dünya hayat şeyler iyi eski büyük küçük
            uzun son ilk sonraki bilmek düşünmek görmek gelmek gitmek gittik almak vermek bulmak söylemek
            dedi gitti geldi yaptı istiyorum istemek lazım sevmek bakmak yaşamak yaşıyor yemek içmek okumak
            yazmak oynamak çalışmak satın beklemek kalmak asla sık bazen yine gerçekten şimdi çünkü rağmen
            kitap arkadaşlar arkadaşlarımla arkadaş kardeş abla anne baba aile su deniz sinemaya izledik
            """,
        "ca": """
            i de la el a que en els les per amb un una no es és del al als dels com més o però
            aquest aquesta aquests aquestes també seu seva seus seves vostre vostra vostres nostre
            nostra nostres pot podeu podem l' d' s' n' si sense sobre fins entre quan on ha han ser
            són està estan hi ho ens us tots totes cada qualsevol moment
            galetes dades personals configuració consentiment acceptar accepta rebutjar rebutja
            gestionar dispositiu publicitat utilitzem informació privadesa política canviar socis
            finalitats interès legítim necessàries desar tancar tornar continuar confirmar mostrar
            experiència millorar exemples cercar resultats aplicar cancel·lar obre nova
            """,
        "gl": """
            o a os as e de do da dos das en no na nos nas ao aos un unha que se non para por con
            sobre este esta isto tamén máis pode poden podes vostede súa seu seus súas noso nosa
            nosos cando onde como cada todo todos moi xa aquí polo pola coa
            configuración preferencias consentimento aceptar rexeitar xestionar permitir datos
            persoais dispositivo publicidade contido empregamos usamos tratamento interese
            lexítimo finalidades socios necesarias gardar pechar volver continuar confirmar amosar
            información política privacidade experiencia mellorar axudar exemplos buscar
            resultados atopados aplicar cancelar abre nova vista
            """,
        "sk": """
            ne za
            a v na je sa že s z zo do o k to aj ako pre ale alebo by tak po sú sme ste byť bol bude
            môže môžete môžeme ktoré ktorý ktorá jeho jej ich tento táto toto tieto tiež už len
            všetky všetkých vaše vašich váš vás vám naši naše našich aby bez pri cez od viac u ja
            súbory údaje údajov osobné osobných partneri partnerov nastavenia súhlas prijať
            odmietnuť spravovať zariadení zariadenia reklamy používame informácie ochrana
            súkromia účely uložiť zavrieť kedykoľvek zmeniť
            """,
        "hr": """
            i u na je se da za od s sa o do kao ili ali ne to što koji koja koje kojih su smo ste
            biti bio će može možete možemo vaš vaše vaši vašim vas vam naš naše naši nas nam ja
            ovaj ova ovo ove također samo sve svi svih kada gdje zašto ako bez pri kroz prema
            kolačiće kolačići podatke podaci podataka osobne osobnih postavke privola prihvati
            odbij upravljaj uređaju oglase oglasi koristimo informacije privatnosti svrhe
            partneri partnera spremi zatvori bilo kada promijeniti
            """,
        "sl": """
            in v na je se da za od s z o do kot ali ne to ki so smo ste biti bo lahko vaš vaše
            vaši vas vam naš naše naši nas nam jaz ta to te tudi samo vse vsi kadar kje zakaj če
            brez pri skozi glede
            piškotke piškotki podatke podatki osebne osebnih nastavitve soglasje sprejmi zavrni
            upravljaj napravi oglase uporabljamo informacije zasebnosti namene partnerji shrani
            zapri kadar koli spremeniti
            """,
        "et": """
            ja on ei et see kui või ka aga mis kes kus kuidas miks selle need neid nende oma teie
            teid teile meie me te ta nad siis veel ainult kõik kõiki iga mis tahes ole olla olema
            oli saab saate võib võite peab ning nagu ilma vahel kaudu kohta järgi
            küpsised küpsiseid küpsiste andmed andmeid isikuandmed isikuandmete seaded nõusolek
            nõustun nõustu keeldu halda seadmes seadme reklaamid reklaame kasutame teave teavet
            privaatsus eesmärgid partnerid salvesta sulge muuta igal ajal
            """,
        "ru": """
            и в во не на что с со по для вы мы это как или а но к ко от из у о об обо за до при
            если так же то все всех всё вас ваш ваши вашего вашей вашим вам нас наш наши нашего
            нашей нам их его её ее они он она быть был была были будет может можете можем могут
            которые который которая которых которое также только уже еще ещё более чтобы когда где
            почему этот эта эти этого этой этих тот та те любое любой любое время без через между
            под над после перед чем есть нет да
            конфиденциальность конфиденциальности настройки настроек согласие согласия принять
            принимаю отклонить отказаться управлять управление разрешить выбор персональные
            персональных данные данных устройство устройстве реклама рекламы рекламные контент
            контента содержание измерение использовать используем используются обработка
            обработки обрабатываем законный законного интерес интереса цели целей партнеры
            партнеров необходимые строго функциональные сохранить закрыть назад продолжить
            подтвердить показать подробнее информация информации политика политики опыт улучшить
            помогите бесплатным примеры поиск результаты найдено применить отмена очистить
            открывается новом вкладке заголовок переключатель включен выключен нажмите изменить
            проверка возраста отслеживание разрешение третьи стороны поставщики файлы профиль
            я ты он мой моя мои моё время год года лет день дни сегодня вчера завтра утро утром вечер
            вечером ночь неделя недели люди человек мужчина женщина ребёнок ребенок дети дом дома работа
            школа город мир жизнь вещь хороший хорошо новый новая старый большой маленький длинный последний
            первый следующий знать думать видеть прийти идти ходили пошли взять дать найти сказать сказал
            хочу хотеть нужно любить смотреть жить живёт живет пить читать писать играть работать купить
            ждать остаться никогда часто иногда снова действительно сейчас теперь потому хотя книга друзья
            друг друзьями брат сестра мать отец семья вода море
            """,
        "uk": """
            і й та в у на не що з із зі до від по для ви ми це як або але якщо також тільки вже ще
            його її їх вони він вона бути був була було буде може можете можемо які який яка яких
            ваш ваші вашого вам вас наш наші нам нас цей ця ці цього цієї коли де чому всі всіх
            будь час без через між під над після перед
            налаштування згода згоди прийняти відхилити керувати дані даних пристрої пристрій
            реклама вміст використовуємо обробка законний інтерес цілі партнери необхідні зберегти
            закрити назад продовжити підтвердити показати інформація політика конфіденційності
            файли
            я ти мій моя час рік день сьогодні вчора завтра вечір люди дім робота місто життя добре новий
            великий малий знати думати бачити йти хочу жити друзі брат сестра мати батько сім'я вода море
            """,
        "bg": """
            и в на не че се с за от по да до при ако като или но а е са сме сте бъде беше може
            можете можем които който която което вие ние те той тя то това тази тези този техните
            вашите вашия ваши нашите наши ни ви им го я ги също само вече още когато където защо
            всички всяко време без през между под над след преди
            настройки съгласие приемам приеми отхвърли управление данни устройство реклама
            съдържание използваме обработване законен интерес цели партньори необходими запази
            затвори назад продължи потвърди покажи информация политика поверителност бисквитки
            аз ти мой моя време година ден днес вчера утре вечер хора къща работа град живот добре нов голям
            малък знам мисля виждам отивам искам живея приятели брат сестра майка баща семейство вода море
            """,
        "sr": """
            и у на је се да за од са о до као или али не то што који која које су смо сте бити
            ће може можете можемо ваш ваше ваши вас вам наш наше наши нас нам ово ова ови такође
            само све сви када где зашто ако без при кроз
            колачиће колачићи податке подаци подешавања сагласност прихвати одбиј управљај уређају
            огласе користимо информације приватности сврхе партнери сачувај затвори
            """,
    ]
}
