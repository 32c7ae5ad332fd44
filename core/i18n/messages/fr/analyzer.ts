import { registerMessages } from "../../registry";
import type { ANALYZER_MESSAGES } from "../analyzer";

/** The policy analyzer and the policy summary it shows, in French (fr-CA): docs/french.md. */
export const ANALYZER_MESSAGES_FR = {
  "analyzer.metaTitle": "Analyseur de police d'assurance auto : résumé en langage clair | QuoteMaple",
  "analyzer.metaDescription":
    "Téléversez votre certificat d'assurance auto ou vos conditions particulières et obtenez un résumé clair de vos garanties, des points à vérifier et des soumissions pour la même protection.",
  "analyzer.breadcrumb": "Analyseur de police",
  "analyzer.title": "Comprendre votre police d'assurance auto",
  "analyzer.intro":
    "Téléversez votre certificat d'assurance ou la page de vos conditions particulières. Nous lisons vos garanties, vos montants de garantie et vos franchises, nous signalons ce qui mérite d'être vérifié et nous comparons votre prime à notre estimation pour la même protection.",
  "analyzer.uploadTitle": "Téléversez votre police",
  "analyzer.dropHere": "Glissez-déposez votre police ici",
  "analyzer.accepted": "PDF, JPG ou PNG, jusqu'à 10 Mo",
  "analyzer.chooseFile": "Choisir un fichier",
  "analyzer.removeFile": "Retirer {name}",
  "analyzer.consent":
    "J'accepte que mon document soit traité uniquement pendant cette session pour créer mon résumé, puis supprimé. Il n'est jamais conservé.",
  "analyzer.analyze": "Analyser",
  "analyzer.securityNote":
    "Votre document est transmis de façon chiffrée, lu en mémoire, et n'est jamais conservé ni communiqué.",
  "analyzer.analyzingTitle": "Analyse de votre police en cours",
  "analyzer.analyzingText": "Cela prend habituellement quelques secondes.",
  "analyzer.stage.reading": "Lecture du document",
  "analyzer.stage.recognizing": "Reconnaissance du texte",
  "analyzer.stage.extracting": "Extraction des garanties",
  "analyzer.stage.checking": "Recherche d'économies possibles",
  "analyzer.stageDone": "(terminé)",
  "analyzer.summaryTitle": "Résumé de votre police",
  "analyzer.sourceText": "Lu à partir du texte du document ({pages}).",
  "analyzer.onePage": "1 page",
  "analyzer.pages": "{count} pages",
  "analyzer.sourceOcr":
    "Lu à partir d'une image du document ({pages}) : veuillez comparer les valeurs avec votre exemplaire.",
  "analyzer.notFound": "Introuvable dans le document",
  "analyzer.likely": "à comparer avec votre police",
  "analyzer.unsure": "incertain : à vérifier",
  "analyzer.field.provider": "Assureur",
  "analyzer.field.policyNumber": "Numéro de police",
  "analyzer.field.coverageType": "Protection",
  "analyzer.field.annualPremium": "Prime annuelle",
  "analyzer.field.period": "Période d'assurance",
  "analyzer.field.insured": "Assuré désigné",
  "analyzer.field.province": "Province",
  "analyzer.field.postalCode": "Code postal",
  "analyzer.field.city": "Ville",
  "analyzer.field.vehicle": "Véhicule",
  "analyzer.field.vin": "NIV",
  "analyzer.exclusion.excludedDriver": "Conducteur exclu : {name} (aucune protection lorsque cette personne conduit)",
  "analyzer.field.vehicleNumbered": "Véhicule {number}",
  "analyzer.field.vinNumbered": "NIV, véhicule {number}",
  "analyzer.field.documentKind": "Document",
  "analyzer.documentKind.liability_card": "Carte d'assurance responsabilité (preuve d'assurance)",
  "analyzer.documentKind.partial": "Modification de police (partie d'une police)",
  "analyzer.column.vehicle": "Véhicule {number} : {vehicle}",
  "analyzer.vinInvalid": "{vin} (le chiffre de contrôle ne concorde pas : veuillez le vérifier)",
  "analyzer.coverageType.full": "Responsabilité civile et dommages au véhicule",
  "analyzer.coverageType.liability_only": "Responsabilité civile seulement",
  "analyzer.coverageType.optional_layer": "Garanties facultatives en complément du régime public",
  "analyzer.coverage.third_party_liability": "Responsabilité civile",
  "analyzer.coverage.accident_benefits": "Indemnités d'accident",
  "analyzer.coverage.uninsured_automobile": "Automobile non assurée",
  "analyzer.coverage.underinsured_motorist": "Protection contre les automobilistes sous-assurés",
  "analyzer.coverage.loss_of_use": "Perte d'usage",
  "analyzer.coverage.dcpd": "Indemnisation directe pour les dommages matériels (IDDM)",
  "analyzer.coverage.collision": "Collision ou versement",
  "analyzer.coverage.comprehensive": "Risques autres que collision ou versement",
  "analyzer.coverage.all_perils": "Tous risques",
  "analyzer.coverage.specified_perils": "Risques désignés",
  "analyzer.coveragesTitle": "Garanties",
  "analyzer.noCoverages": "Nous n'avons pas trouvé de liste de garanties dans ce document.",
  "analyzer.column.coverage": "Garantie",
  "analyzer.column.limit": "Montant de garantie",
  "analyzer.column.deductible": "Franchise",
  "analyzer.column.premium": "Prime",
  "analyzer.endorsementsTitle": "Avenants",
  "analyzer.exclusionsTitle": "Exclusions",
  "analyzer.suggestionsTitle": "Points à examiner",
  "analyzer.noSuggestions": "Rien ne ressort : votre protection semble complète pour un conducteur type.",
  "analyzer.comparisonTitle": "Votre prime et notre estimation",
  "analyzer.comparisonText":
    "Pour la même protection, notre estimation est d'environ {estimate} par année (la plupart des conducteurs au profil semblable au vôtre paient entre {low} et {high}).",
  "analyzer.assumptions": "Notre estimation suppose : {assumptions}.",
  "analyzer.compareQuotes": "Comparer des soumissions pour cette protection",
  "analyzer.businessPartners": "Voir nos partenaires en assurance entreprise",
  "analyzer.analyzeAnother": "Analyser une autre police",
  "analyzer.howTitle": "Comment ça marche",
  "analyzer.how1": "Nous lisons le texte de votre PDF, ou nous le reconnaissons sur une photo ou un document numérisé.",
  "analyzer.how2": "Nous repérons vos garanties, vos montants de garantie, vos franchises et vos avenants.",
  "analyzer.how3": "Nous expliquons en langage clair ce qui mérite d'être vérifié.",
  "analyzer.how4": "Votre document est supprimé dès que le résumé est prêt.",
  "analyzer.error.generic": "L'analyse de la police a échoué. Veuillez réessayer.",
  "analyzer.error.fileType":
    "Nous pouvons lire les fichiers PDF, JPG et PNG. Veuillez choisir un fichier de l'un de ces types.",
  "analyzer.error.empty": "Ce fichier est vide.",
  "analyzer.error.tooLarge":
    "Ce fichier dépasse 10 Mo. Téléversez seulement le certificat ou les pages des conditions particulières, ou une photo moins lourde.",
  "analyzer.error.fileMissing": "Choisissez un fichier à analyser.",
  "analyzer.error.dataUrl": "fileData doit être une URL de données en base64 (data:<type>;base64,...).",
  "analyzer.error.malformedUpload": "Le fichier téléversé n'a pas pu être lu. Veuillez réessayer.",
  "analyzer.error.otherSite":
    "Ce téléversement provient d'un autre site Web. Téléversez plutôt votre police à partir de cette page.",
  "analyzer.error.consent": "Cochez la case pour accepter que nous traitions votre document pendant cette session.",
  "analyzer.error.unsupportedType":
    "Nous pouvons lire les fichiers PDF, JPG et PNG, et ce fichier n'est d'aucun de ces types, peu importe son nom.",
  "analyzer.error.encrypted":
    "Ce PDF est protégé par un mot de passe. Ouvrez-le, enregistrez ou imprimez-en une copie sans mot de passe, puis téléversez cette copie.",
  "analyzer.error.unreadablePdf":
    "Nous n'avons pas pu ouvrir ce PDF : il est peut-être endommagé ou incomplet. Téléchargez-le de nouveau auprès de votre assureur, puis réessayez.",
  "analyzer.error.pdfTooLarge":
    "Ce PDF contient plus de données que nous pouvons en lire. Téléversez seulement le certificat ou les pages des conditions particulières, ou le PDF fourni par votre assureur.",
  "analyzer.error.tooManyPages":
    "Ce PDF compte plus de {max} pages. Téléversez seulement le certificat ou les pages des conditions particulières.",
  "analyzer.error.tooManyPixels":
    "Cette image est trop grande pour être traitée ({megapixels} mégapixels). Une photo prise avec un téléphone ou un document numérisé à 300 ppp convient très bien.",
  "analyzer.error.unreadableImage":
    "Nous n'avons pas pu ouvrir cette image. Elle est peut-être endommagée; essayez de reprendre la photo.",
  "analyzer.error.noText":
    "Nous n'avons pu lire aucun texte. Assurez-vous que la photo est nette, bien éclairée et qu'elle montre la page en entier.",
  "analyzer.error.notAPolicy":
    "Ce document ne semble pas être une police d'assurance auto. Téléversez le certificat ou la page des conditions particulières qui énumère vos garanties.",
  "analyzer.error.timeout":
    "La lecture de ce document a pris trop de temps. Essayez le PDF fourni par votre assureur ou une photo plus nette.",
  "analyzer.error.ocrFailed": "Un problème est survenu pendant la lecture de cette image. Veuillez réessayer.",
  "analyzer.error.readFailed": "Un problème est survenu pendant la lecture de ce document. Veuillez réessayer.",
  "analyzer.error.busy":
    "Notre analyseur traite d'autres documents en ce moment. Votre fichier est toujours sélectionné : réessayez dans {seconds} s.",
  "analyzer.error.inProgress":
    "Votre autre document est encore en cours d'analyse. Réessayez dans {seconds} s, une fois l'analyse terminée.",

  "policy.endorsement.lossOfUse":
    "Frais de déplacement (privation de jouissance) : paie une voiture de location ou un autre moyen de transport pendant la réparation de votre véhicule après un sinistre couvert",
  "policy.endorsement.nonOwnedAutomobiles":
    "Responsabilité civile pour les dommages à un véhicule que vous louez ou empruntez (véhicules dont vous n'êtes pas propriétaire)",
  "policy.endorsement.waiverOfDepreciation":
    "Valeur à neuf (renonciation à la dépréciation) : si un véhicule récent est déclaré perte totale, vous recevez son prix d'achat, et non sa valeur dépréciée",
  "policy.endorsement.familyProtection":
    "Protection de la famille : vous protège, vous et votre famille, lorsqu'un conducteur responsable n'est pas assuré ou l'est insuffisamment",
  "policy.endorsement.dcpdOptOut":
    "Renonciation à la garantie d'indemnisation directe pour les dommages matériels (IDDM)",
  "policy.coverage.collision": "collision ou versement",
  "policy.coverage.comprehensive": "risques autres que collision ou versement",
  "policy.coverage.all_perils": "tous risques",
  "policy.coverage.specified_perils": "risques désignés",
  "policy.suggestion.liabilityBelow2m":
    "Votre montant de garantie en responsabilité civile est de {limit} $. Le porter à {recommended} $ n'ajoute habituellement que quelques dollars par mois, et cela protège vos économies si un accident grave mène à une poursuite.",
  "policy.suggestion.familyProtection":
    "Nous n'avons pas trouvé l'avenant de protection de la famille ({form}). Pour une petite prime, il vous couvre, vous et votre famille, jusqu'à votre propre montant de garantie en responsabilité civile lorsque le conducteur responsable n'est pas assuré ou l'est insuffisamment.",
  "policy.suggestion.lowDeductible":
    "Votre franchise pour la garantie « {coverage} » est de {deductible} $. Une franchise de 500 $ réduit habituellement la prime suffisamment pour qu'après quelques années sans réclamation, vous économisiez plus que le montant supplémentaire que vous paieriez lors d'une réclamation.",
  "policy.suggestion.lossOfUse":
    "Nous n'avons pas trouvé l'avenant de frais de déplacement ({form}). Sans cet avenant, c'est vous qui payez la voiture de location ou un autre moyen de transport pendant la réparation de votre véhicule après une réclamation.",
  "policy.suggestion.waiverOfDepreciation":
    "Votre véhicule est un modèle {year} ({age} ans ou moins) et nous n'avons pas trouvé l'avenant de valeur à neuf ({form}). Si le véhicule est déclaré perte totale dans ses premières années, cet avenant paie le prix d'achat plutôt que la valeur dépréciée.",
  "policy.suggestion.collisionMissing":
    "Nous n'avons pas trouvé de garantie collision ou versement pour votre véhicule (modèle {year}). Sans elle, les réparations de votre propre véhicule après un accident dont vous êtes responsable ne sont pas couvertes et, sur un véhicule récent, elles peuvent coûter des milliers de dollars.",
  "policy.suggestion.comprehensiveMissing":
    "Nous n'avons pas trouvé de garantie risques autres que collision ou versement pour votre véhicule (modèle {year}). Sans elle, le vol, l'incendie, la grêle, le vandalisme et un pare-brise fissuré ne sont pas couverts.",
  "policy.suggestion.vinCheck":
    "Le NIV inscrit sur ce document ({vin}) ne passe pas la vérification du chiffre de contrôle : au moins un caractère est probablement erroné. Comparez-le avec le NIV inscrit sur votre tableau de bord ou sur le cadre de la portière du conducteur, et demandez à votre assureur de le corriger : un NIV erroné peut retarder le règlement d'une réclamation.",
  "policy.suggestion.liabilityCard":
    "Ceci est une carte d'assurance responsabilité (preuve d'assurance). Elle indique l'assureur, le numéro de police, le véhicule et les dates, mais pas votre prime ni vos protections facultatives : nous ne pouvons donc pas la comparer à des soumissions. Pour un résumé complet, téléversez vos conditions particulières (le certificat d'assurance).",
  "policy.suggestion.partialDocument":
    "Cette page modifie une partie d'une police. Elle indique ce qui a changé, pas l'ensemble de vos protections ni votre prime annuelle : nous ne pouvons donc pas la comparer à des soumissions. Pour un résumé complet, téléversez vos conditions particulières les plus récentes.",
  "policy.suggestion.coveragesUnread":
    "Nous n'avons pas pu lire les protections de ce document (leurs noms et leurs montants), seulement ses autres renseignements. Une photo plus nette, prise bien au-dessus sous un éclairage égal, ou le PDF de votre assureur ou de votre courtier nous permet de les lire et de comparer votre protection à des soumissions.",
  "policy.suggestion.businessPolicy":
    "Ce document semble être une police d'entreprise (les véhicules d'une entreprise ou d'une flotte). Nos estimations portent sur l'automobile d'un particulier pour un usage personnel : nous n'en comparons donc pas la prime avec elles.",
  "policy.suggestion.premiumAboveEstimate":
    "Votre prime totale de {total} $ dépasse de {difference} $ ({percent} %) notre estimation de {estimate} $ pour la même protection (la plupart des conducteurs au profil semblable au vôtre paient entre {low} $ et {high} $). Comparer des soumissions pourrait vous permettre d'économiser.",
  "policy.assumption.cleanRecord": "un dossier de conduite vierge (aucun accident responsable ni aucune contravention)",
  "policy.assumption.yearsLicensed": "un permis de conduire détenu depuis au moins {years} ans",
  "policy.assumption.liabilityRounded":
    "un montant de garantie en responsabilité civile de {used} (votre police indique {found})",
  "policy.assumption.liabilityDefault":
    "un montant de garantie en responsabilité civile de {used} (nous n'avons pas trouvé le vôtre)",
  "policy.assumption.deductibleRounded": "une franchise de {used} (votre police indique {found})",
  "policy.assumption.deductibleDefault": "une franchise de {used} (nous n'avons pas trouvé la vôtre)",
  "policy.assumption.physicalDamageDefault":
    "les garanties collision ou versement et risques autres que collision ou versement (nous n'avons pas trouvé vos garanties)",
  "policy.assumption.specifiedPerils":
    "la garantie risques autres que collision ou versement au lieu de votre garantie risques désignés",
  "policy.assumption.optionalLayer":
    "seulement les garanties facultatives en complément du régime public de base de la province ({province})",
} satisfies Record<keyof typeof ANALYZER_MESSAGES, string>;

registerMessages("fr", ANALYZER_MESSAGES_FR, "analyzer");
