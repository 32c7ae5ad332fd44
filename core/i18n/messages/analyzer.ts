import { registerMessages } from "../registry";

/**
 * The policy analyzer and the policy summary it shows, on its page and inside the assistant.
 */
export const ANALYZER_MESSAGES = {
  "analyzer.metaTitle": "Car Insurance Policy Analyzer: Plain-Language Summary | QuoteMaple",
  "analyzer.metaDescription":
    "Upload your car insurance certificate or declarations page and get a plain-language summary of your coverages, what to check, and quotes for the same coverage.",
  "analyzer.breadcrumb": "Policy Analyzer",
  "analyzer.title": "Understand your car insurance policy",
  "analyzer.intro":
    "Upload your certificate of insurance or declarations page. We read your coverages, limits and deductibles, point out what is worth checking, and compare your premium with our estimate for the same coverage.",
  "analyzer.uploadTitle": "Upload your policy",
  "analyzer.dropHere": "Drag and drop your policy here",
  "analyzer.accepted": "PDF, JPG or PNG, up to 10 MB",
  "analyzer.chooseFile": "Choose a file",
  "analyzer.removeFile": "Remove {name}",
  "analyzer.consent":
    "I agree that my document is processed only for this session to create my summary, and then discarded. It is never stored.",
  "analyzer.analyze": "Analyze",
  "analyzer.securityNote": "Your document is sent encrypted, read in memory and never stored or shared.",
  "analyzer.analyzingTitle": "Analyzing your policy",
  "analyzer.analyzingText": "This usually takes a few seconds.",
  "analyzer.stage.reading": "Reading the document",
  "analyzer.stage.recognizing": "Recognizing text",
  "analyzer.stage.extracting": "Extracting coverages",
  "analyzer.stage.checking": "Checking for savings",
  "analyzer.stageDone": "(done)",
  "analyzer.summaryTitle": "Your policy summary",
  "analyzer.sourceText": "Read from the document's text ({pages}).",
  "analyzer.onePage": "1 page",
  "analyzer.pages": "{count} pages",
  "analyzer.sourceOcr": "Read from an image of the document ({pages}): please check the values against your copy.",
  "analyzer.notFound": "Not found in the document",
  "analyzer.likely": "worth checking against your policy",
  "analyzer.unsure": "not sure: please check",
  "analyzer.field.provider": "Insurer",
  "analyzer.field.policyNumber": "Policy number",
  "analyzer.field.coverageType": "Coverage",
  "analyzer.field.annualPremium": "Annual premium",
  "analyzer.field.period": "Policy period",
  "analyzer.field.insured": "Named insured",
  "analyzer.field.province": "Province",
  "analyzer.field.postalCode": "Postal code",
  "analyzer.field.city": "City",
  "analyzer.field.vehicle": "Vehicle",
  "analyzer.field.vin": "VIN",
  "analyzer.exclusion.excludedDriver": "Excluded driver: {name} (no coverage while they drive)",
  "analyzer.field.vehicleNumbered": "Vehicle {number}",
  "analyzer.field.vinNumbered": "VIN, vehicle {number}",
  "analyzer.field.documentKind": "Document",
  "analyzer.documentKind.liability_card": "Liability card (proof of insurance)",
  "analyzer.documentKind.partial": "Change to a policy (part of a policy)",
  "analyzer.column.vehicle": "Vehicle {number}: {vehicle}",
  "analyzer.vinInvalid": "{vin} (check digit does not match: please check it)",
  "analyzer.coverageType.full": "Liability and physical damage",
  "analyzer.coverageType.liability_only": "Liability only",
  "analyzer.coverageType.optional_layer": "Optional coverage above the public plan",
  "analyzer.coverage.third_party_liability": "Third-party liability",
  "analyzer.coverage.accident_benefits": "Accident benefits",
  "analyzer.coverage.uninsured_automobile": "Uninsured automobile",
  "analyzer.coverage.underinsured_motorist": "Underinsured motorist protection",
  "analyzer.coverage.loss_of_use": "Loss of use",
  "analyzer.coverage.dcpd": "Direct compensation - property damage",
  "analyzer.coverage.collision": "Collision or upset",
  "analyzer.coverage.comprehensive": "Comprehensive",
  "analyzer.coverage.all_perils": "All perils",
  "analyzer.coverage.specified_perils": "Specified perils",
  "analyzer.coveragesTitle": "Coverages",
  "analyzer.noCoverages": "We couldn't find a list of coverages in this document.",
  "analyzer.column.coverage": "Coverage",
  "analyzer.column.limit": "Limit",
  "analyzer.column.deductible": "Deductible",
  "analyzer.column.premium": "Premium",
  "analyzer.endorsementsTitle": "Endorsements",
  "analyzer.exclusionsTitle": "Exclusions",
  "analyzer.suggestionsTitle": "What we'd look at",
  "analyzer.noSuggestions": "Nothing stands out: your coverage looks complete for a typical driver.",
  "analyzer.comparisonTitle": "Your premium and our estimate",
  "analyzer.comparisonText":
    "For the same coverage, our estimate is about {estimate} a year (most drivers like you pay {low} to {high}).",
  "analyzer.assumptions": "Our estimate assumes: {assumptions}.",
  "analyzer.compareQuotes": "Compare quotes for this coverage",
  "analyzer.businessPartners": "See our business insurance partners",
  "analyzer.analyzeAnother": "Analyze Another",
  "analyzer.howTitle": "How it works",
  "analyzer.how1": "We read the text in your PDF, or recognize it in a photo or scan.",
  "analyzer.how2": "We find your coverages, limits, deductibles and endorsements.",
  "analyzer.how3": "We explain what is worth checking, in plain language.",
  "analyzer.how4": "Your document is discarded when the summary is ready.",
  "analyzer.error.generic": "Failed to analyze policy",
  "analyzer.error.fileType": "We can read PDF, JPG and PNG files. Please choose one of those.",
  "analyzer.error.empty": "This file is empty.",
  "analyzer.error.tooLarge":
    "This file is larger than 10 MB. Upload just the certificate or declarations pages, or a smaller photo.",
  "analyzer.error.fileMissing": "Choose a file to analyze.",
  "analyzer.error.dataUrl": "fileData must be a base64 data URL (data:<type>;base64,...).",
  "analyzer.error.malformedUpload": "The upload could not be read. Please try again.",
  "analyzer.error.otherSite": "This upload came from another website. Upload your policy from this page instead.",
  "analyzer.error.consent": "Tick the box to agree that we process your document for this session.",
  "analyzer.error.unsupportedType":
    "We can read PDF, JPG and PNG files, and this file is none of those, whatever its name says.",
  "analyzer.error.encrypted":
    "This PDF is password-protected. Open it, save or print a copy without the password, and upload that.",
  "analyzer.error.unreadablePdf":
    "We couldn't open this PDF: it may be damaged or incomplete. Download it again from your insurer and retry.",
  "analyzer.error.pdfTooLarge":
    "This PDF holds more data than we can read. Upload just the certificate or declarations pages, or the PDF from your insurer.",
  "analyzer.error.tooManyPages":
    "This PDF has more than {max} pages. Upload just the certificate or declarations pages.",
  "analyzer.error.tooManyPixels":
    "This image is too large to process ({megapixels} megapixels). A phone photo or a scan at 300 dpi works well.",
  "analyzer.error.unreadableImage": "We couldn't open this image. It may be damaged; try taking the photo again.",
  "analyzer.error.noText":
    "We couldn't read any text here. Make sure the photo is sharp, well lit and shows the whole page.",
  "analyzer.error.notAPolicy":
    "This doesn't look like a car insurance policy. Upload the certificate or declarations page that lists your coverages.",
  "analyzer.error.timeout": "Reading this document took too long. Try the PDF from your insurer or a clearer photo.",
  "analyzer.error.ocrFailed": "Something went wrong while reading this image. Please try again.",
  "analyzer.error.readFailed": "Something went wrong while reading this document. Please try again.",
  "analyzer.error.busy":
    "Our analyzer is busy with other documents right now. Your file is still selected: try again in {seconds} s.",
  "analyzer.error.inProgress":
    "Your other document is still being analyzed. Try again in {seconds} s, once it is done.",

  "policy.endorsement.lossOfUse":
    "Loss of use: pays for a rental car or other transportation while your car is repaired after a covered claim",
  "policy.endorsement.nonOwnedAutomobiles": "Liability for damage to a car you rent or borrow (non-owned automobiles)",
  "policy.endorsement.waiverOfDepreciation":
    "Waiver of depreciation: if a newer car is written off, you're paid its purchase price, not its depreciated value",
  "policy.endorsement.familyProtection":
    "Family protection: covers you and your family when an at-fault driver has too little insurance or none",
  "policy.endorsement.dcpdOptOut": "Declines direct compensation - property damage (DCPD) coverage",
  "policy.coverage.collision": "collision",
  "policy.coverage.comprehensive": "comprehensive",
  "policy.coverage.all_perils": "all perils",
  "policy.coverage.specified_perils": "specified perils",
  "policy.suggestion.liabilityBelow2m":
    "Your liability limit is ${limit}. Raising it to ${recommended} usually adds only a few dollars a month, and it protects your savings if a serious accident leads to a lawsuit.",
  "policy.suggestion.familyProtection":
    "We didn't find the family protection endorsement ({form}). For a small premium, it covers you and your family up to your own liability limit when the at-fault driver has too little insurance or none.",
  "policy.suggestion.lowDeductible":
    "Your {coverage} deductible is ${deductible}. A $500 deductible usually lowers the premium enough that, over a few claim-free years, you save more than the extra you would pay on one claim.",
  "policy.suggestion.lossOfUse":
    "We didn't find the loss of use endorsement ({form}). Without it, you pay for a rental car or other transportation while your car is repaired after a claim.",
  "policy.suggestion.waiverOfDepreciation":
    "Your car is a {year} model ({age} years old or newer) and we didn't find the waiver of depreciation endorsement ({form}). If the car is written off in its first years, it pays the purchase price instead of the depreciated value.",
  "policy.suggestion.collisionMissing":
    "We didn't find collision coverage for your {year} car. Without it, repairs to your own car after an accident you cause aren't covered, and on a newer car they can cost thousands.",
  "policy.suggestion.comprehensiveMissing":
    "We didn't find comprehensive coverage for your {year} car. Without it, theft, fire, hail, vandalism and a cracked windshield aren't covered.",
  "policy.suggestion.vinCheck":
    "The VIN on this document ({vin}) fails its check digit, so at least one character is probably wrong. Compare it with the VIN on your dashboard or driver's door frame and ask your insurer to correct it: a wrong VIN can delay a claim.",
  "policy.suggestion.liabilityCard":
    "This is a liability card (proof of insurance). It shows the insurer, the policy number, the vehicle and the dates, but not your premium or your optional coverages, so we can't compare it with quotes. For a full summary, upload your declarations page (the certificate of insurance).",
  "policy.suggestion.partialDocument":
    "This page changes part of a policy. It shows what changed, not all of your coverages or your annual premium, so we can't compare it with quotes. For a full summary, upload your latest declarations page.",
  "policy.suggestion.coveragesUnread":
    "We couldn't read the coverages on this document (their names and amounts), only its other details. A sharper photo taken from straight above in even light, or the PDF from your insurer or broker, lets us read them and compare your coverage with quotes.",
  "policy.suggestion.businessPolicy":
    "This looks like a business policy (a company's or a fleet's vehicles). Our estimates are for a person's car used for personal driving, so we don't compare its premium with them.",
  "policy.suggestion.premiumAboveEstimate":
    "Your total premium of ${total} is ${difference} ({percent}%) above our estimate of ${estimate} for the same coverage (most drivers like you pay ${low} to ${high}). Comparing quotes may save you money.",
  "policy.assumption.cleanRecord": "a clean driving record (no at-fault accidents or tickets)",
  "policy.assumption.yearsLicensed": "{years} or more years licensed",
  "policy.assumption.liabilityRounded": "a liability limit of {used} (your policy shows {found})",
  "policy.assumption.liabilityDefault": "a liability limit of {used} (we couldn't find yours)",
  "policy.assumption.deductibleRounded": "a {used} deductible (your policy shows {found})",
  "policy.assumption.deductibleDefault": "a {used} deductible (we couldn't find yours)",
  "policy.assumption.physicalDamageDefault": "collision and comprehensive coverage (we couldn't find your coverages)",
  "policy.assumption.specifiedPerils": "comprehensive coverage in place of your specified perils coverage",
  "policy.assumption.optionalLayer": "only the optional coverage above {province}'s public Basic plan",
} as const;

registerMessages("en", ANALYZER_MESSAGES, "analyzer");
