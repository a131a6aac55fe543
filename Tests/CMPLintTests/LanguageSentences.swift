/// Sentences written for the language identification tests: for each language, sentences typical
/// of consent interfaces, then everyday sentences.
enum LanguageSentences {
    static let consent: [String: [String]] = [
        "en": [
            "We use cookies and similar technologies to improve your experience on our app.",
            "You can change your privacy settings at any time in the app settings.",
            "Some of our partners process your personal data on the basis of legitimate interest.",
        ],
        "de": [
            "Wir verwenden Cookies, um Ihnen ein besseres Erlebnis zu bieten.",
            "Sie können Ihre Einwilligung jederzeit in den Datenschutzeinstellungen widerrufen.",
            "Unsere Partner verarbeiten personenbezogene Daten auf Grundlage eines berechtigten Interesses.",
        ],
        "fr": [
            "Nous utilisons des cookies pour améliorer votre expérience sur notre application.",
            "Vous pouvez modifier vos préférences à tout moment dans les paramètres de confidentialité.",
            "Certains de nos partenaires traitent vos données sur la base de leur intérêt légitime.",
        ],
        "es": [
            "Utilizamos cookies para mejorar tu experiencia en nuestra aplicación.",
            "Puedes cambiar tus preferencias de privacidad en cualquier momento desde la configuración.",
            "Algunos de nuestros socios tratan tus datos personales basándose en un interés legítimo.",
        ],
        "pt": [
            "Utilizamos cookies para melhorar a sua experiência na nossa aplicação.",
            "Pode alterar as suas preferências de privacidade a qualquer momento nas definições.",
            "Alguns dos nossos parceiros tratam os seus dados pessoais com base no interesse legítimo.",
        ],
        "it": [
            "Utilizziamo i cookie per migliorare la tua esperienza sulla nostra app.",
            "Puoi modificare le tue preferenze sulla privacy in qualsiasi momento nelle impostazioni.",
            "Alcuni dei nostri partner trattano i tuoi dati personali sulla base del legittimo interesse.",
        ],
        "nl": [
            "Wij gebruiken cookies om uw ervaring in onze app te verbeteren.",
            "U kunt uw privacyinstellingen op elk moment wijzigen in de instellingen van de app.",
            "Sommige partners verwerken uw persoonsgegevens op basis van een gerechtvaardigd belang.",
        ],
        "pl": [
            "Używamy plików cookie, aby poprawić Twoje doświadczenia w naszej aplikacji.",
            "W każdej chwili możesz zmienić swoje ustawienia prywatności w aplikacji.",
            "Niektórzy nasi partnerzy przetwarzają Twoje dane osobowe na podstawie uzasadnionego interesu.",
        ],
        "sv": [
            "Vi använder kakor för att förbättra din upplevelse i appen.",
            "Du kan när som helst ändra dina inställningar för integritet i appen.",
            "Några av våra partner behandlar dina personuppgifter baserat på berättigat intresse.",
        ],
        "da": [
            "Vi bruger cookies til at forbedre din oplevelse i vores app.",
            "Du kan til enhver tid ændre dine indstillinger for privatliv i appen.",
            "Nogle af vores partnere behandler dine personoplysninger på grundlag af en legitim interesse.",
        ],
        "nb": [
            "Vi bruker informasjonskapsler for å forbedre opplevelsen din i appen.",
            "Du kan når som helst endre innstillingene for personvern i appen.",
            "Noen av våre partnere behandler personopplysningene dine basert på berettiget interesse.",
        ],
        "fi": [
            "Käytämme evästeitä parantaaksemme käyttökokemustasi sovelluksessamme.",
            "Voit muuttaa tietosuoja-asetuksiasi milloin tahansa sovelluksen asetuksista.",
            "Jotkin kumppanimme käsittelevät henkilötietojasi oikeutetun edun perusteella.",
        ],
        "cs": [
            "Používáme soubory cookie, abychom zlepšili vaše zkušenosti s naší aplikací.",
            "Své předvolby ochrany soukromí můžete kdykoli změnit v nastavení aplikace.",
            "Někteří naši partneři zpracovávají vaše osobní údaje na základě oprávněného zájmu.",
        ],
        "ro": [
            "Folosim cookie-uri pentru a vă îmbunătăți experiența în aplicația noastră.",
            "Puteți modifica oricând preferințele de confidențialitate din setările aplicației.",
            "Unii dintre partenerii noștri prelucrează datele dvs. personale pe baza unui interes legitim.",
        ],
        "hu": [
            "Sütiket használunk, hogy javítsuk az alkalmazás használatának élményét.",
            "Adatvédelmi beállításait bármikor módosíthatja az alkalmazás beállításaiban.",
            "Egyes partnereink jogos érdek alapján kezelik az Ön személyes adatait.",
        ],
        "el": [
            "Χρησιμοποιούμε cookies για να βελτιώσουμε την εμπειρία σας στην εφαρμογή μας.",
            "Μπορείτε να αλλάξετε τις ρυθμίσεις απορρήτου οποιαδήποτε στιγμή.",
            "Ορισμένοι συνεργάτες μας επεξεργάζονται τα προσωπικά σας δεδομένα βάσει έννομου συμφέροντος.",
        ],
        "ru": [
            "Мы используем файлы cookie, чтобы улучшить работу нашего приложения.",
            "Вы можете в любое время изменить настройки конфиденциальности в приложении.",
            "Некоторые наши партнеры обрабатывают ваши персональные данные на основании законного интереса.",
        ],
        "tr": [
            "Uygulamamızdaki deneyiminizi iyileştirmek için çerezler kullanıyoruz.",
            "Gizlilik tercihlerinizi istediğiniz zaman uygulama ayarlarından değiştirebilirsiniz.",
            "Bazı iş ortaklarımız kişisel verilerinizi meşru menfaat temelinde işler.",
        ],
        "ar": [
            "نستخدم ملفات تعريف الارتباط لتحسين تجربتك في تطبيقنا.",
            "يمكنك تغيير إعدادات الخصوصية في أي وقت من خلال الإعدادات.",
            "يعالج بعض شركائنا بياناتك الشخصية على أساس المصلحة المشروعة.",
        ],
        "he": [
            "אנו משתמשים בקובצי עוגיות כדי לשפר את החוויה שלך באפליקציה.",
            "ניתן לשנות את הגדרות הפרטיות בכל עת דרך ההגדרות.",
            "חלק מהשותפים שלנו מעבדים את המידע האישי שלך על בסיס אינטרס לגיטימי.",
        ],
        "ja": [
            "当社は、アプリでの体験を向上させるためにクッキーを使用しています。",
            "プライバシー設定はいつでもアプリの設定から変更できます。",
            "一部のパートナーは、正当な利益に基づいてお客様の個人データを処理します。",
        ],
        "zh": [
            "我们使用Cookie来改善您在我们应用中的体验。",
            "您可以随时在应用设置中更改您的隐私偏好。",
            "我們使用Cookie來改善您在應用程式中的體驗。",
        ],
        "ko": [
            "당사는 앱 사용 경험을 개선하기 위해 쿠키를 사용합니다.",
            "언제든지 앱 설정에서 개인정보 보호 설정을 변경할 수 있습니다.",
            "일부 파트너는 정당한 이익에 근거하여 귀하의 개인 데이터를 처리합니다.",
        ],
    ]

    static let general: [String: [String]] = [
        "en": [
            "The weather was so nice yesterday that we decided to walk to the station.",
            "She has been reading this book for weeks and still does not know how it ends.",
        ],
        "de": [
            "Gestern Abend sind wir mit dem Fahrrad an den See gefahren und haben dort gegessen.",
            "Der Zug hatte zwanzig Minuten Verspätung, deshalb kam ich zu spät zur Arbeit.",
        ],
        "fr": [
            "Hier soir, nous avons dîné chez des amis qui habitent près de la gare.",
            "Il fait beau aujourd'hui, alors les enfants jouent dans le jardin.",
        ],
        "es": [
            "Ayer fuimos al mercado y compramos fruta fresca para toda la semana.",
            "Mi hermano vive en una ciudad pequeña cerca de la costa.",
        ],
        "pt": [
            "Ontem fomos à praia com os nossos amigos e voltámos muito tarde.",
            "O meu irmão mora numa cidade pequena perto do rio.",
        ],
        "it": [
            "Ieri sera siamo andati a cena in un piccolo ristorante vicino al porto.",
            "Mia sorella studia medicina all'università di Bologna da due anni.",
        ],
        "nl": [
            "Gisteren zijn we met de fiets naar het strand gegaan en het was erg druk.",
            "Mijn buurman heeft een nieuwe auto gekocht, maar hij rijdt er bijna nooit mee.",
        ],
        "pl": [
            "Wczoraj wieczorem poszliśmy z przyjaciółmi do kina na nowy film.",
            "Mój brat mieszka w małym mieście niedaleko morza.",
        ],
        "sv": [
            "I går åkte vi till landet och badade i sjön hela eftermiddagen.",
            "Min syster bor i en liten stad vid kusten och arbetar som lärare.",
        ],
        "da": [
            "I går tog vi ud til stranden og spiste is, selvom det blæste meget.",
            "Min søster bor i en lille by ved kysten og arbejder som lærer.",
        ],
        "nb": [
            "I går dro vi til stranden og spiste is, selv om det blåste mye.",
            "Søsteren min bor i en liten by ved kysten og jobber som lærer.",
        ],
        "fi": [
            "Eilen menimme perheen kanssa mökille ja saunoimme koko illan.",
            "Siskoni asuu pienessä kaupungissa meren rannalla.",
        ],
        "cs": [
            "Včera večer jsme šli s přáteli do kina na nový film.",
            "Můj bratr bydlí v malém městě nedaleko hor.",
        ],
        "ro": [
            "Ieri am mers cu prietenii la munte și ne-am întors foarte târziu.",
            "Fratele meu locuiește într-un oraș mic de lângă mare.",
        ],
        "hu": [
            "Tegnap este a barátainkkal moziba mentünk, és megnéztük az új filmet.",
            "A bátyám egy kis városban lakik a tenger közelében.",
        ],
        "el": ["Χθες πήγαμε στη θάλασσα με τους φίλους μας."],
        "ru": ["Вчера вечером мы ходили с друзьями в кино на новый фильм."],
        "tr": ["Dün akşam arkadaşlarımla sinemaya gittik ve yeni bir film izledik."],
        "ar": ["ذهبنا أمس إلى السوق واشترينا الخضار والفواكه."],
        "he": ["אתמול הלכנו לים עם החברים שלנו."],
        "ja": ["昨日は友達と一緒に海へ行きました。"],
        "zh": ["昨天我和朋友们一起去了海边。"],
        "ko": ["어제 친구들과 함께 바다에 갔습니다."],
    ]

    /// Longer texts in the style of category descriptions and banner notices, for the close pairs.
    static let notices: [String: [String]] = [
        "en": [
            "When you visit any website, it may store or retrieve information on your browser, mostly in the form of cookies.",
            "These cookies are necessary for the website to function and cannot be switched off in our systems.",
            "If you do not allow these cookies, you will experience less targeted advertising.",
            "Your choices will be signalled to our partners and will not affect browsing data.",
        ],
        "de": [
            "Diese Cookies sind für die Funktion der Website erforderlich und können in unseren Systemen nicht deaktiviert werden.",
            "Wenn Sie diese Cookies nicht zulassen, erhalten Sie weniger zielgerichtete Werbung.",
            "Mit diesen Cookies können wir Besuche und Verkehrsquellen zählen, damit wir die Leistung unserer Website messen und verbessern können.",
            "Ihre Auswahl wird an unsere Partner weitergegeben und hat keinen Einfluss auf die Nutzung der App.",
        ],
        "nl": [
            "Deze cookies zijn noodzakelijk voor het functioneren van de website en kunnen niet worden uitgeschakeld.",
            "Als u deze cookies niet toestaat, ziet u minder gerichte advertenties.",
            "Met deze cookies kunnen wij bezoeken en verkeersbronnen tellen, zodat we de prestaties van onze site kunnen meten en verbeteren.",
            "Uw keuzes worden doorgegeven aan onze partners en hebben geen invloed op het gebruik van de app.",
        ],
        "fr": [
            "Ces cookies sont nécessaires au fonctionnement du site et ne peuvent pas être désactivés dans nos systèmes.",
            "Si vous n'autorisez pas ces cookies, vous verrez moins de publicités ciblées.",
            "Ces cookies nous permettent de compter les visites et les sources de trafic afin de mesurer et d'améliorer les performances de notre site.",
            "Vos choix seront transmis à nos partenaires et n'affecteront pas vos données de navigation.",
        ],
        "es": [
            "Estas cookies son necesarias para que el sitio web funcione y no se pueden desactivar en nuestros sistemas.",
            "Si no permite estas cookies, verá menos publicidad dirigida.",
            "Estas cookies nos permiten contar las visitas y fuentes de tráfico para poder medir y mejorar el desempeño de nuestro sitio.",
            "Sus opciones se comunicarán a nuestros socios y no afectarán a los datos de navegación.",
        ],
        "pt": [
            "Estes cookies são necessários para que o website funcione e não podem ser desligados nos nossos sistemas.",
            "Se não permitir estes cookies, verá menos publicidade direcionada.",
            "Estes cookies permitem-nos contar visitas e fontes de tráfego, para que possamos medir e melhorar o desempenho do nosso site.",
            "As suas escolhas serão comunicadas aos nossos parceiros e não afetarão os dados de navegação.",
            "Esses cookies são necessários para o funcionamento do site e não podem ser desativados em nossos sistemas.",
            "Se você não permitir esses cookies, verá menos anúncios direcionados.",
        ],
        "it": [
            "Questi cookie sono necessari per il funzionamento del sito web e non possono essere disattivati nei nostri sistemi.",
            "Se non si autorizzano questi cookie, si riceverà meno pubblicità mirata.",
            "Questi cookie ci permettono di contare le visite e le fonti di traffico per misurare e migliorare le prestazioni del nostro sito.",
            "Le tue scelte saranno comunicate ai nostri partner e non influiranno sui dati di navigazione.",
        ],
        "ro": [
            "Aceste module cookie sunt necesare pentru funcționarea site-ului și nu pot fi dezactivate în sistemele noastre.",
            "Dacă nu permiteți aceste module cookie, veți vedea mai puțină publicitate direcționată.",
            "Aceste module cookie ne permit să numărăm vizitele și sursele de trafic pentru a măsura și îmbunătăți performanța site-ului nostru.",
            "Alegerile dvs. vor fi comunicate partenerilor noștri și nu vor afecta datele de navigare.",
        ],
        "pl": [
            "Te pliki cookie są niezbędne do działania strony i nie można ich wyłączyć w naszych systemach.",
            "Jeśli nie zezwolisz na te pliki cookie, będziesz widzieć mniej ukierunkowanych reklam.",
            "Te pliki cookie pozwalają nam liczyć wizyty i źródła ruchu, abyśmy mogli mierzyć i poprawiać wydajność naszej strony.",
            "Twoje wybory zostaną przekazane naszym partnerom i nie wpłyną na dane przeglądania.",
        ],
        "cs": [
            "Tyto soubory cookie jsou nezbytné pro fungování webu a nelze je v našich systémech vypnout.",
            "Pokud tyto soubory cookie nepovolíte, uvidíte méně cílené reklamy.",
            "Tyto soubory cookie nám umožňují počítat návštěvy a zdroje provozu, abychom mohli měřit a zlepšovat výkon našeho webu.",
            "Vaše volby budou sděleny našim partnerům a neovlivní údaje o procházení.",
        ],
        "sv": [
            "Dessa kakor är nödvändiga för att webbplatsen ska fungera och kan inte stängas av i våra system.",
            "Om du inte tillåter dessa kakor kommer du att se mindre riktad reklam.",
            "Med dessa kakor kan vi räkna besök och trafikkällor så att vi kan mäta och förbättra prestandan på vår webbplats.",
            "Dina val kommer att delas med våra partner och påverkar inte webbläsardata.",
        ],
        "da": [
            "Disse cookies er nødvendige for, at hjemmesiden kan fungere, og de kan ikke slås fra i vores systemer.",
            "Hvis du ikke tillader disse cookies, vil du opleve mindre målrettet annoncering.",
            "Disse cookies giver os mulighed for at tælle besøg og trafikkilder, så vi kan måle og forbedre ydeevnen på vores websted.",
            "Dine valg vil blive delt med vores partnere og påvirker ikke dine browserdata.",
        ],
        "nb": [
            "Disse informasjonskapslene er nødvendige for at nettstedet skal fungere, og kan ikke slås av i systemene våre.",
            "Hvis du ikke tillater disse informasjonskapslene, vil du få mindre målrettet reklame.",
            "Disse informasjonskapslene lar oss telle besøk og trafikkilder slik at vi kan måle og forbedre ytelsen til nettstedet vårt.",
            "Valgene dine vil bli delt med partnerne våre og påvirker ikke nettleserdataene dine.",
        ],
        "fi": [
            "Nämä evästeet ovat välttämättömiä sivuston toiminnan kannalta, eikä niitä voi poistaa käytöstä järjestelmissämme.",
            "Jos et salli näitä evästeitä, näet vähemmän kohdennettua mainontaa.",
            "Valintasi välitetään kumppaneillemme, eivätkä ne vaikuta selaustietoihin.",
        ],
        "hu": [
            "Ezek a sütik szükségesek a webhely működéséhez, és nem kapcsolhatók ki a rendszereinkben.",
            "Ha nem engedélyezi ezeket a sütiket, kevesebb célzott hirdetést fog látni.",
            "Az Ön választásai továbbításra kerülnek partnereinkhez, és nem befolyásolják a böngészési adatokat.",
        ],
        "tr": [
            "Bu çerezler web sitesinin çalışması için gereklidir ve sistemlerimizde kapatılamaz.",
            "Bu çerezlere izin vermezseniz, daha az hedefli reklam görürsünüz.",
            "Seçimleriniz iş ortaklarımıza iletilecek ve tarama verilerini etkilemeyecektir.",
        ],
        "ru": [
            "Эти файлы cookie необходимы для работы сайта и не могут быть отключены в наших системах.",
            "Если вы не разрешите использование этих файлов cookie, вы будете видеть меньше целевой рекламы.",
            "Ваш выбор будет передан нашим партнерам и не повлияет на данные просмотра.",
        ],
        "el": [
            "Αυτά τα cookies είναι απαραίτητα για τη λειτουργία του ιστότοπου και δεν μπορούν να απενεργοποιηθούν."
        ],
    ]
}
