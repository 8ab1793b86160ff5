import type { Rule, RuleSet } from "../types.ts";

/*
 * English wording rules. Each is a regular expression over the words (flags "i" unless it says
 * otherwise), with an optional `unless` that drops a match when the words around it show ordinary
 * interface text. Keep every quantifier bounded ({0,60}, not *) so no input can make a rule backtrack
 * for long. Tune on the dev part of tests/checker-data only.
 */
const r = String.raw;

/** A number as shops write it: "3", "1,446", "100+". */
const n = r`\d[\d,.]*\+?`;
/** Clock-shaped countdowns: "02:14:59", "1 4 : 4 5" is not caught. */
const clock = r`\b\d{1,2}\s?:\s?\d{2}\s?:\s?\d{2}\b`;
/** Unit-shaped countdowns: "0 DAYS 11 HRS 59 MINS 55 SECS", "00Days17Hours12Mins13Secs", "2h 42m 0s". */
const units = r`(?:(?<![a-z])(?:days?|hours?|hrs?)[\s:.\d]{0,12}(?:hours?|hrs?|minutes?|mins?)[\s:.\d]{0,12}(?:seconds?|secs?)(?![a-z])|\b\d{1,2}\s?h\s?\d{1,2}\s?m(?:in)?\s?\d{1,2}\s?s\b)`;
const people = r`(?:people|persons?|users?|customers?|shoppers?|visitors?|others|buyers|guests|travell?ers|members)`;
const cart = r`(?:cart|carts|bag|bags|basket|baskets|trolley)`;
const recent = r`(?:in the |in |over the |during the |within the )?(?:last|past)\s+(?:few\s+)?(?:\d+\s*)?(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|24\s?hrs?)`;

const urgency: Rule[] = [
  {
    id: "urgency.countdown-with-deadline",
    kind: "fake-urgency",
    label: "Countdown to a deadline",
    strength: "clear",
    reason: "A countdown to a deadline: check whether the offer really ends when it reaches zero.",
    source: r`(?:in the next|within|expires? in|ends? in|left:?|remaining:?)\s*\d{1,2}:\d{2}\b(?!:)|(?:ends?|ending|expires?|expiring|left|remaining|reserved for|within|increase in|hurry|only|sale|offer|deal|discount)[^.!?\n]{0,40}?(?:${clock}|${units})|(?:${clock}|${units})[^.!?\n]{0,20}?(?:left|remaining|to go|until|before|ends?|sale ends|hurry)`,
    unless: r`deliver|dispatch|shipping|next[- ]day|same[- ]day|arrives?|collection|auction|bid`,
  },
  {
    id: "urgency.countdown",
    kind: "fake-urgency",
    label: "Countdown timer",
    strength: "possible",
    reason: "A running countdown: check whether the deadline is real or starts again when you reload.",
    source: r`${clock}|${units}`,
    unless: r`duration|length|runtime|running time|finish|personal best|\bpb\b|chip time|race|result|posted|updated|published|recorded|uploaded|utc|gmt|\bat\s+\d|track|episode|video|lap|pace|split|timestamp|log|deliver|dispatch|next[- ]day|same[- ]day|auction|bid`,
    window: 30,
  },
  {
    id: "urgency.cart-reserved",
    kind: "fake-urgency",
    label: "Countdown to a deadline",
    strength: "clear",
    reason: "A timer on your basket or order: shops rarely release an item when it runs out.",
    source: r`(?:order|cart|basket|bag|items?|seats?|tickets?|room|booking)\s+(?:is|are|will be)\s+(?:reserved|held|prioriti[sz]ed)\s+for\s+(?:the\s+next\s+)?\d{1,2}(?::\d{2})?\s*(?:minutes?|mins?)|(?:cart|basket|bag|reservation)\s+(?:will\s+)?expires?\s+in\s*:?\s*\d`,
  },
  {
    id: "urgency.ends-soon",
    kind: "fake-urgency",
    label: "Deadline message",
    strength: "clear",
    reason: "A deadline message: check whether the offer really ends, or is back tomorrow.",
    source: r`\b(?:(?:offer|sale|deal|discount|price|prices|promo(?:tion)?|savings?|coupon|flash sale|special|bonus|free shipping|free gift|pricing|this)s?\s+(?:ends?|ending|expires?|expiring|increases?|goes? up|will end|will expire|will go up|disappears?)\s+(?:in\b|soon\b|tonight\b|at midnight\b|today\b|shortly\b)|(?:^|[|!.•]\s*)(?:ends|ending|expires|expiring)\s+(?:in\b|soon\b|tonight\b|at midnight\b))`,
    flags: "im",
    unless: r`\b(?:trial|session|password|link|verification|one-time|otp|auction|bid|warranty|membership|subscription|plan renews)\b`,
  },
  {
    id: "urgency.today-only",
    kind: "fake-urgency",
    label: "Deadline message",
    strength: "clear",
    reason: "A deadline that pushes you to decide now: check whether it is really the last chance.",
    source: r`\b(?:today only|only today|(?:\d+|twenty-four|forty-eight)\s*(?:hours?|hrs?)\s+only|this weekend only|tonight only|one day only|last chance|final chance|final hours|last (?:few )?hours|now or never|before it'?s too late|before it’s too late|don'?t miss out|don’t miss out|don'?t wait|act (?:now|fast|quickly)|(?:buy|order|book|shop|claim|grab|get (?:it|yours)) (?:it )?(?:now|today) before|ends tonight|ends at midnight|(?:offer|sale|deal) ends today|expires today)\b`,
  },
  {
    id: "urgency.hurry",
    kind: "fake-urgency",
    label: "Pressure to hurry",
    strength: "clear",
    reason: "Pressure to hurry: a real offer leaves you time to compare and think.",
    source: r`\bhurry(?:\s+up)?\b|\bquick(?:ly)?[,!]\s+(?:only|before|buy|order)|\bbe quick\b`,
    unless: r`\bno (?:need to )?hurry|in a hurry|don'?t hurry|not in a hurry|no rush`,
  },
  {
    id: "urgency.limited-time",
    kind: "fake-urgency",
    label: "Limited-time message",
    strength: "possible",
    reason: "A limited-time message with no end date: check when, and whether, the offer really ends.",
    source: r`\b(?:(?:for a |for )?limited[- ]time(?:\s+(?:only|offer|deal|sale|price|discount|coupon))?|limited time remaining|time is running out|running out of time|(?:deal|offer|sale) of the (?:day|hour)|flash (?:sale|deal)|lightning deal|exclusive deal for you|ending soon|ends soon|almost over)\b`,
  },
  {
    id: "urgency.days-left",
    kind: "fake-urgency",
    label: "Deadline message",
    strength: "possible",
    reason: "A count of the time left on an offer: check whether the deadline is real.",
    source: r`\b(?:only|just)\s+(?:\d+|one|two|three|a few)\s+(?:days?|hours?|hrs?|minutes?|mins?)\s+(?:left|remaining|to go)\b`,
    unless: r`\b(?:trial|session|until your|to complete|to verify|to reply|to respond|to return|return window|warranty|to confirm|to pay your|bill|invoice|rent)\b`,
  },
];

const scarcity: Rule[] = [
  {
    id: "scarcity.only-n-left",
    kind: "fake-scarcity",
    label: "Low-stock message",
    strength: "clear",
    reason: "A low-stock message: check whether the number changes when you come back later.",
    source: r`\b(?:only|just|less than|fewer than|under)\s*(?:\d+|one|two|three|four|five|a (?:few|couple(?: of)?|handful(?: of)?)|few|limited)\s+(?:[\w'.-]+\s+){0,3}?(?:left|remaining|available|in stock|to go)\b|\bthere (?:is|are) only (?:\d+|one)\b[^.!?\n]{0,30}?\bleft\b|\b(?:we|they) only have\b[^.!?\n]{0,30}?\bleft\b`,
    unless: r`\b(?:attempts?|tries|tries left|guesses|characters?|articles?|messages?|credits?|invites?|steps?|questions?|days?|hours?|minutes?|weeks?|months?|spots? in (?:the|this) (?:class|course)|seconds?|lives|chances? to (?:log|sign))\b|\bonly you\b`,
    window: 0,
  },
  {
    id: "scarcity.n-left-in-stock",
    kind: "fake-scarcity",
    label: "Low-stock message",
    strength: "clear",
    reason: "A low-stock message: check whether the number changes when you come back later.",
    source: r`\b(?:${n}|one)\s+(?:[\w'.()-]+\s+){0,2}?(?:left in stock|left at this price|left in (?:this|your) size|(?:items?|units?|pieces?|pairs?|copies|bottles|seats|rooms|tickets|items?\(s\)|item\(s\))\s+left)\b|\b(?:bottles|seats|rooms|tickets|units|items) left:?\s*\d+|\blast (?:one|item|pair|few|remaining)(?:s)?\s+(?:left|remaining|in stock|in your size|available|at this price)\b|\b1 left\b`,
    unless: r`\b(?:to (?:review|rate|pack|pick|scan)|in your (?:list|queue))\b`,
    window: 10,
  },
  {
    id: "scarcity.low-stock",
    kind: "fake-scarcity",
    label: "Low-stock message",
    strength: "clear",
    reason: "A message that stock is running out: shops show it to rush you, often whatever the stock.",
    source: r`\b(?:low (?:in )?stock|stock is low|stock running (?:low|out)|limited (?:stock|quantit(?:y|ies)|availability|supply|supplies)|almost (?:gone|sold out)|nearly (?:gone|sold out)|selling (?:fast|quickly|out fast|out quickly)|going fast|sell(?:ing)? out soon|sellout risk|about to sell out|won'?t last long|won’t last|few (?:items|pieces|units) left|only a few left|(?:hurry,?\s+)?limited items left)\b`,
    unless: r`\bno (?:longer )?(?:limited|low)\b|\bback in stock\b`,
  },
  {
    id: "scarcity.high-demand",
    kind: "fake-scarcity",
    label: "High-demand message",
    strength: "possible",
    reason: "A high-demand message: it rushes you with other shoppers you cannot see.",
    source: r`\b(?:in (?:high|huge|strong|great|heavy) demand|high demand|strong demand|popular (?:item|choice)[!,]?\s+selling|in demand\b|hot (?:item|product|seller)|selling like hot cakes|trending now)`,
    unless: r`\b(?:delivery|deliveries|dispatch|shipping|response|reply|replies|wait|waiting|support|calls?|delays?|queue|slower|longer than usual|may take)\b`,
  },
  {
    id: "scarcity.claimed",
    kind: "fake-scarcity",
    label: "Claimed-offers counter",
    strength: "clear",
    reason:
      "A counter of offers already claimed: check whether it ever goes down, or is the same for everyone.",
    source: r`\b\d{1,3}\s?%\s*(?:of\s+)?(?:(?:the\s+)?(?:offers?|deals?|stock|coupons?|vouchers?|items?|spots?|units?)\s+)?(?:claimed|sold|gone|taken|redeemed)\b|\b${n}\s+(?:claimed|redeemed)\b`,
  },
];

const bareLeft: Rule = {
  id: "scarcity.bare-n-left",
  kind: "fake-scarcity",
  label: "Low-stock message",
  strength: "possible",
  reason: "A count of what is left: check whether the number changes when you come back later.",
  source: r`(?<![\w.,:])\d{1,3}\s+left\b(?!\s+(?:to|of|for|over|on|until|before|in your (?:list|queue|trial)))`,
  unless: r`\b(?:days?|hours?|minutes?|weeks?|months?|attempts?|tries|characters?|articles?|credits?|steps?|questions?|lives|turns?|seconds?)\b`,
  window: 20,
};
scarcity.push(bareLeft);

const activity: Rule[] = [
  {
    id: "activity.viewing-now",
    kind: "activity-notice",
    label: "Activity notice",
    strength: "clear",
    reason: "A count of other people looking at this: such counters are often made up or cannot be checked.",
    source: r`\b${n}\s+(?:other\s+)?${people}?\s*(?:are|is|have been)?\s*(?:currently\s+|now\s+|also\s+|right now\s+|just\s+)?(?:viewing|looking at|looking for|watching|seeing|eyeing|considering|browsing|checking out|looking)\b|\b(?:real[- ]time\s+)?${n}\s+(?:visitors?|users?|people|shoppers)\s+(?:right now|online now|currently|are currently active|active now)\b|\b${n}\s+(?:people|others|persons?)\s+(?:just\s+)?viewed\b`,
    unless: r`\bof\s+\d+\s+(?:results|items|products)\b|\bshowing\b`,
    window: 10,
  },
  {
    id: "activity.counts",
    kind: "activity-notice",
    label: "Activity notice",
    strength: "clear",
    reason: "A count of what other people just did: check whether it is real and what it says about you.",
    source: r`\b${n}\s+(?:other\s+)?${people}?\s*(?:have|has|had)?\s*(?:recently\s+|already\s+|just\s+)?(?:viewed|looked at|added|purchased|bought|ordered|booked|checked this out|saved|reserved)\b[^.!?\n]{0,50}?(?:${recent}|today|this (?:week|hour|morning)|recently|right now|in their ${cart}|to (?:their|the) ${cart}|this (?:item|product|article)|\bit\b|already)|\b${n}\s+(?:people|persons?|customers?|shoppers?|users?)\s+(?:have|has)\s+(?:added|bought|purchased|viewed|booked|saved)\b|\b${n}\s+(?:(?:units?|items?|pieces?|pairs?|tickets?)\s+)?(?:sold|bought|orders?|booked|purchased|added to ${cart}|views?)\s+(?:${recent}|today|this (?:week|hour|month)|in past \d+)|\b(?:sold|bought|purchased|booked|viewed|added to ${cart}|add to ${cart})\s+${n}\s+times?\s+(?:${recent}|today|this (?:week|hour))|\b(?:bought|purchased|booked|viewed)\s+by\s+${n}\s+${people}|\b${n}\s+${people}?\s*(?:have|has)\s+(?:this|it)\s+in\s+their\s+${cart}|\bin\s+${n}\s+(?:people'?s|shoppers'?|customers'?)\s+${cart}|\b${n}\s+(?:bought|sold) already\b|\bviewed\s+${n}\s+times\b|\bover\s+${n}\s+views\b|\b${n}\s+(?:people|persons)\s+(?:like|liked|love)\s+this\b`,
    unless: r`\bshowing\b|\bresults\b`,
    window: 10,
  },
  {
    id: "activity.someone-bought",
    kind: "activity-notice",
    label: "Activity notice",
    strength: "clear",
    reason:
      "A notice that someone just bought: such pop-ups are often invented, and they are there to rush you.",
    source: r`\b(?:someone|somebody|a (?:customer|shopper|buyer)|another (?:customer|shopper|buyer|\w+))\b[^.!?\n]{0,60}?\b(?:just\s+)?(?:bought|purchased|ordered|booked|started buying|added|saved|signed up|subscribed)\b|(?<!\b(?:you|you've|we|we've|i|i've|have|has|had)\s)\bjust\s+(?:bought|purchased|ordered|booked|saved|signed up for|subscribed to)\b|\b(?:bought|purchased|ordered|booked|viewed)\b[^.!?\n]{0,80}?\b(?:\d+|an?|one|few)\s+(?:seconds?|secs?|mins?|minutes?|hours?|hrs?|days?)\s+ago\b|\bpurchased (?:from|in)\s+[A-Z]`,
    unless: r`\b(?:review|reviewed|rated|stars?|verified purchase|your order|you ordered|you bought|you purchased|order history|receipt|we'?ve received|thank you for|thanks for)\b`,
  },
  {
    id: "activity.named-buyer",
    kind: "activity-notice",
    label: "Activity notice",
    strength: "clear",
    reason:
      "A notice that a named stranger just bought: such pop-ups are often invented, and they are there to rush you.",
    source: r`\b[A-Z][a-z]{1,20}\s[A-Z]\.\s+(?:just\s+)?(?:[Pp]urchased|[Bb]ought|[Oo]rdered|[Bb]ooked)\b|\b[A-Z][A-Za-z'’-]{1,20}(?:\s[A-Z][A-Za-z.'’-]{0,20}){0,2}\s+(?:in|from)\s+[A-Z][\w.'’ -]{1,40}?(?:,\s*[\w.'’() -]{1,40}?){0,3}\s+(?:just\s+)?(?:bought|purchased|ordered|booked|started buying)\b`,
    flags: "",
    unless: r`\b(?:review|reviewed|rated|stars?|verified purchase|wrote|says|said)\b`,
  },
];

const shaming: Rule[] = [
  {
    id: "shaming.pay-more",
    kind: "confirmshaming",
    label: "Shaming decline option",
    strength: "clear",
    reason: "A way to say no worded to make you feel foolish: the choice itself is neutral.",
    source: r`\b(?:i'?d rather|i’d rather|i would rather|i prefer(?: to)?|i like(?: to)?|i love(?: to)?|i want to|i enjoy|i'?ll(?: just)?(?: still)?(?: want to)?|i’ll(?: just)?|i will(?: just)?|i don'?t mind|i don’t mind|happy to|(?:i'?m|i’m|i am)\s+(?:happy|fine|okay|ok|content)(?:\s+to)?)\s+(?:pay(?:ing)?|spend(?:ing)?)\s+(?:the\s+)?(?:full[- ]price|more|retail|extra|for shipping|full whack|double)`,
  },
  {
    id: "shaming.dont-want-good-things",
    kind: "confirmshaming",
    label: "Shaming decline option",
    strength: "clear",
    reason: "A way to say no worded to make you feel foolish: the choice itself is neutral.",
    source: r`\b(?:i|i'm|i am)\s+(?:don'?t|don’t|do not|really don'?t|am not|'m not|not)\s+(?:like|want|need|care about|love|enjoy|interested in)\s+(?:to\s+)?(?:[\w’'%-]+\s+){0,3}?(?:sav(?:e|ing|ings)\b|discounts?|deals?|bargains?|free\b|money|win(?:ning)?\b|rewards?|gifts?|\d+% off|fun|exclusive|promotions?|cool stuff|great deals|perks|(?:the\s+)?(?:best|lowest) prices?|look my best|feel my best|be healthy|be happy|get better|succeed|protect my|safe)|\bi\s+(?:hate|dislike|don'?t like)\s+(?:[\w’'-]+\s+){0,2}?(?:sav(?:e|ing|ings)|money|deals|free|fun|discounts?|cool stuff|good (?:things|stuff)|winning)`,
    unless: r`\b(?:receive|receiving|e-?mails?|newsletters?|sms|texts?|text messages|hear (?:about|from)|be contacted|marketing|notifications?|personali[sz]ed)\b`,
  },
  {
    id: "shaming.not-lucky",
    kind: "confirmshaming",
    label: "Shaming decline option",
    strength: "clear",
    reason: "A way to say no worded to make you feel foolish: the choice itself is neutral.",
    source: r`\bi\s+(?:don'?t|don’t|do not)\s+feel\s+lucky\b|\bi'?d rather (?:not (?:save|win|be (?:healthy|safe|happy))|do it the hard way|miss out|stay (?:broke|uninformed|behind|in the dark)|be left out|lose)|\bi’d rather (?:not (?:save|win)|do it the hard way|miss out)|\b(?:i'?ll|i’ll|i will)\s+(?:be the last to know|save (?:money )?another (?:day|time)|shop without (?:a |the |my )?(?:discount|deal|savings?)|let (?:this|the) (?:offer|deal) (?:sail|slip|pass|go) (?:away|by)|just walk|miss out|stay (?:broke|uninformed|behind))|\b(?:i love chaos|i like chaos|i enjoy (?:being )?(?:bored|broke|missing out))\b|\bi\s+(?:don'?t|don’t|do not)\s+(?:mind|care about)\s+(?:missing out|paying more|my (?:health|safety|security|privacy|skin|family))|\bfree stuff isn'?t for me|\bi definitely measured correctly|\bi (?:don'?t|do not) want to protect my|\bi prefer not to (?:have a protection|protect|be protected|save)|\b(?:no thanks?|no),?\s+i(?:'d| would)? (?:rather|prefer to) (?:stay|remain|be) (?:unprotected|vulnerable|at risk|uninformed)`,
  },
  {
    id: "shaming.decline-blame",
    kind: "confirmshaming",
    label: "Shaming decline option",
    strength: "possible",
    reason: "A decline option that puts you down: the choice itself is neutral.",
    source: r`\b(?:no(?: thanks| thank you)?|nah|not now|skip),?\s*[—–-]?\s*(?:i'?m|i’m|i am)\s+(?:not (?:interested in (?:saving|deals|discounts|free|improving|learning|growing|getting better))|fine (?:being|with) (?:average|behind|broke)|happy (?:being|to stay) (?:average|behind))|\b(?:no(?: thanks)?|nah),?\s*[—–-]?\s*(?:i'?ll|i’ll|i will)\s+(?:pass on|skip|stay with|keep)\s+(?:the\s+)?(?:savings?|discount|deal|free|bonus|upgrade|better)`,
  },
];

const hiddenCosts: Rule[] = [
  {
    id: "subscription.trial-then-price",
    kind: "hidden-subscription",
    label: "Hidden subscription",
    strength: "possible",
    reason:
      "A free or cheap start that turns into a paid subscription: check the price after it, and how to stop it.",
    source: r`\b(?:(?:first|1st)\s+(?:month|week|box|issue|order|delivery|\d+\s+(?:months|weeks|issues))\s+(?:for|just|only|at)\s+(?:[$£€]\s?\d[\d.,]*|free)|(?:free|£0|\$0|€0|0[.,]00|(?:for|just|only)\s+[$£€]\s?\d[\d.,]*)\s*(?:for\s+(?:the\s+first\s+)?(?:\d+|one|two|three|seven|fourteen|thirty)\s*(?:days?|weeks?|months?)|trial|(?:\d+|one|two|three|seven|fourteen|thirty)[- ](?:days?|weeks?|months?)[- ]?(?:free )?trial|(?:first|1st) (?:month|week|box|issue)))\b[^.\n]{0,60}?\b(?:then|after(?:wards| that| which)?|thereafter|followed by|renews? at|converts? (?:to|into)|becomes)\b[^.\n]{0,30}?[$£€]\s?\d+(?:[.,]\d{2})?(?:\s*(?:\/|per|a|an|every|each)\s*(?:month|mo|year|yr|week|wk)\b)?`,
    unless: r`\b(?:cancel (?:any ?time|at any time|online|in settings)|turn off|we'?ll remind|remind you|reminder|e-?mail you (?:before|\d+ days)|no commitment)\b`,
    window: 80,
  },
  {
    id: "subscription.auto-renew",
    kind: "hidden-subscription",
    label: "Hidden subscription",
    strength: "possible",
    reason: "A payment that repeats by itself: check what you will pay each time, and how to stop it.",
    source: r`\b(?:renews? automatically|automatically renews?|auto[- ]?renews?|auto[- ]?renewal|automatically (?:enrolled|charged|billed|upgraded|converted|continues?|rolls? over)|recurring (?:billing|charges?|payments?) (?:program|programme|plan|will)|(?:will|shall) (?:be charged|be billed|continue to be charged|automatically charge)\b[^.\n]{0,50}?(?:unless you cancel|each (?:month|year)|every (?:month|year|\d+ (?:days|weeks|months))|per (?:month|year)|monthly|annually)|unless you cancel (?:before|within|at least|prior))\b`,
    unless: r`\b(?:cancel (?:any ?time|at any time|online|in (?:your )?(?:settings|account))|turn (?:it )?off|switch off|we'?ll remind|remind you|reminder|e-?mail you (?:before|\d+ days)|you can stop)\b`,
    window: 100,
  },
  {
    id: "subscription.free-just-pay",
    kind: "hidden-subscription",
    label: "Hidden subscription",
    strength: "possible",
    reason: "A 'free' offer that asks for your card: check whether it signs you up for payments.",
    source: r`\bfree\b[^.\n]{0,40}?\b(?:just|only|simply)\s+pay\s+(?:the\s+)?(?:[$£€]\s?\d[\d.,]*\s+)?(?:shipping|postage|delivery|p&p|handling|s&h)\b|\b(?:by (?:clicking|continuing|tapping|placing)|you agree)\b[^.\n]{0,60}?\b(?:you (?:agree|consent) to|to)\s+(?:a|an|our|the)\s+(?:monthly|annual|yearly|weekly|recurring)\s+(?:subscription|membership|charge|payment)`,
  },
  {
    id: "costs.fee-at-checkout",
    kind: "hidden-costs",
    label: "Fee added late",
    strength: "clear",
    reason: "A fee that appears only at the end: compare the total, not the price you first saw.",
    source: r`\b(?:service|booking|handling|processing|admin(?:istration|istrative)?|convenience|resort|cleaning|platform|card|payment|transaction|small[- ]order|checkout|facility|venue|order|destination|amenity)\s+(?:fees?|charges?|surcharges?)\b[^.\n]{0,40}?\b(?:(?:will be|is|are|may be|gets?|get)\s+)?(?:added|applied|charged|calculated|shown|included|payable|due)\s+(?:at|during|on|in)\s+(?:the\s+)?(?:checkout|check-out|final (?:step|page|screen)|last (?:step|page|screen)|next (?:step|page)|payment|booking|check-in|arrival|the (?:property|hotel|venue))`,
    unless: r`\bno\s+(?:\w+\s+)?(?:fees?|charges?)\b|\bwithout (?:any )?(?:fees|charges)\b|\bfee[- ]free\b|\bfree of charge\b`,
  },
  {
    id: "costs.fees-apply",
    kind: "hidden-costs",
    label: "Extra fees",
    strength: "possible",
    reason: "Fees that are not in the price shown: find the total before you decide.",
    source: r`\b(?:(?:additional|extra|other|booking|service|handling|processing|admin|resort|convenience)\s+(?:fees?|charges?|costs?)\s+(?:may\s+|will\s+)?(?:apply|appl(?:y|ies) at|not included|excluded|extra)|(?:\+|plus)\s*(?:booking|service|handling|processing|admin|resort|convenience)?\s*fees\b|(?:excl(?:uding|udes|\.)?|not including|does not include|doesn'?t include)\s+(?:the\s+)?(?:[$£€]\s?\d[\d.,]*\s+)?(?:(?:card|credit card|debit card|payment)\s+)?(?:booking|service|handling|processing|admin|resort|convenience|platform|card|payment|transaction)\s+(?:fees?|charges?|surcharges?))`,
    unless: r`\bno\s+(?:\w+\s+)?(?:fees?|charges?)\b|\bwithout (?:any )?(?:fees|charges)\b|\bfee[- ]free\b|\bincludes? all fees\b|\ball fees included\b|\bshipping\b|\bdelivery\b|\btax(?:es)?\b|\bvat\b`,
  },
];

const cancelling: Rule[] = [
  {
    id: "cancel.call-or-post",
    kind: "hard-to-cancel",
    label: "Hard to cancel",
    strength: "clear",
    reason:
      "Cancelling takes a call, a letter or a visit, while signing up took a click: ask to cancel the way you joined.",
    source: r`\bto cancel\b[^.!?\n]{0,60}?\b(?:call|phone|ring|telephone|visit (?:a|one of our|your (?:local|nearest|home))|write to|send (?:us )?a (?:letter|written)|in person|by (?:post|mail|letter|fax|phone|telephone)|registered (?:mail|post))\b|\bcancel(?:lations?|ling|ing)?\b[^.!?\n]{0,40}?\b(?:only|solely|exclusively)\s+(?:by|via|through|over|in)\s+(?:the\s+)?(?:phone|telephone|post|mail|letter|fax|person|writing|written notice|registered (?:mail|post))\b|\bcancel(?:lations?)?\s+(?:is |are )?(?:only )?(?:possible |accepted |available |handled )?(?:by|via|over|through)\s+(?:the\s+)?(?:phone|telephone|post|mail|letter|fax|registered (?:mail|post))\s+only\b|\b(?:call|phone|ring)\s+(?:us|our [\w ]{1,25}?(?:team|line|department|centre|center))\s+to\s+cancel\b|\b(?:can ?not|can't|can’t|cannot|is not possible to|isn'?t possible to)\s+(?:be\s+)?cancel(?:led|ed)?\s+online\b|\bcancel(?:lation|lations|ling)? (?:is|are)n?'?t? (?:not )?(?:possible|available) online\b`,
    unless: r`\b(?:or (?:cancel )?online|or in (?:the )?(?:app|settings)|online or by|in (?:your )?(?:account|settings)|one click|two clicks|any ?time online)\b`,
    window: 100,
  },
  {
    id: "cancel.contact",
    kind: "hard-to-cancel",
    label: "Hard to cancel",
    strength: "possible",
    reason:
      "Cancelling goes through a person rather than a button: check you can leave as easily as you joined.",
    source: r`\bto cancel(?: your (?:subscription|membership|plan|account|contract))?,?\s+(?:please\s+|you (?:must|need to|will need to|have to)\s+)?(?:contact|email|e-mail|message|chat with|speak (?:to|with)|talk to)\b|\b(?:must|need to|have to)\s+(?:contact|speak (?:to|with)|talk to|call)\s+(?:us|our|customer|a member)[^.!?\n]{0,40}?\bto cancel\b|\b(?:\d+|thirty|sixty|ninety|one month'?s?|two months'?)[- ]?(?:days?'?|month'?s?)?\s*(?:written\s+)?notice\s+(?:is\s+)?(?:required|needed)\s+to cancel\b|\b(?:cancellation|early termination|exit)\s+fee\b|\b(?:chat|speak|talk)\s+(?:with|to)\s+(?:an?\s+)?(?:agent|advis[eo]r|representative|member of (?:our|the) team)\s+to cancel\b`,
    unless: r`\b(?:or (?:cancel )?online|or in (?:the )?(?:app|settings)|in (?:your )?(?:account|settings)|one click|two clicks|any ?time online|no cancellation fee|no early termination fee|without (?:a |any )?(?:cancellation|termination) fee)\b`,
    window: 100,
  },
];

const trickWording: Rule[] = [
  {
    id: "trick.double-negative",
    kind: "trick-wording",
    label: "Trick wording",
    strength: "clear",
    reason: "A double negative around consent: read twice what ticking or leaving the box really means.",
    source: r`\b(?:un(?:check|tick|select)|de-?select|(?:do not|don'?t|don’t)\s+(?:check|tick|select|uncheck|untick))\b[^.!?\n]{0,60}?\b(?:if you (?:do not|don'?t|don’t|would not|wouldn'?t|would prefer not|prefer not|no longer|object)|not to|not (?:wish|want|like))\b|\bnot\s+(?:wish|want|like|choose|agree)\s+(?:\w+\s+)?not\s+to\b|\b(?:opt[- ]out of|stop|avoid|prevent)\s+not\s+(?:receiving|getting|being|hearing)\b|\b(?:check|tick|select)\s+(?:this|the|here|below)?\s*(?:box\s+)?(?:if|to confirm)\s+you\s+(?:do not|don'?t|don’t|would not|wouldn'?t|would prefer not|prefer not)\s+(?:wish\s+|want\s+|like\s+)?to\s+(?:receive|hear|be contacted|get|share|have)`,
  },
  {
    id: "trick.opt-out-box",
    kind: "trick-wording",
    label: "Trick wording",
    strength: "possible",
    reason: "An opt-out box where others are opt-in: check what each box means before you leave it.",
    source: r`\bif you (?:would )?(?:prefer|wish|want|like|choose) not to\s+(?:receive|hear|be contacted|get|have your (?:data|details|information) shared)\b[^.!?\n]{0,80}?\b(?:tick|check|select)\b`,
  },
  {
    id: "preselection.added-for-you",
    kind: "preselection",
    label: "Pre-selected option",
    strength: "possible",
    reason: "Something chosen for you in advance: check whether you want it, and untick it if not.",
    source: r`\b(?:we'?ve|we have|has been|have been|is|are)\s+(?:already\s+|automatically\s+)?(?:pre-?selected|pre-?ticked|pre-?checked|added (?:to your (?:basket|cart|bag|order) )?for you|selected for you|ticked for you|opted you in|included for you)\b|\b(?:pre-?selected|pre-?ticked) for (?:you|your convenience)\b|\bwe(?:'ve| have|’ve)\s+(?:automatically\s+)?added\s+[^.!?\n]{1,40}?\s+to your (?:basket|cart|bag|order|booking)\s+for you\b|\bautomatically added to your (?:basket|cart|bag|order|booking)\b`,
    unless: r`\b(?:you chose|you selected|as you asked|you added)\b`,
  },
];

const chat: Rule[] = [
  {
    id: "ai.sycophancy-agreement",
    kind: "ai-sycophancy",
    label: "Flattering agreement",
    strength: "clear",
    reason: "Agreement or praise laid on thick: a helpful answer checks the idea rather than applauding it.",
    source: r`\byou(?:'re| are|’re)\s+(?:absolutely|completely|totally|so|entirely|100%|perfectly|undeniably|1000%)\s+(?:right|correct)\b|\bwhat an?\s+(?:brilliant|genius|fantastic|amazing|incredible|wonderful|inspired|excellent|visionary|extraordinary|great)\s+(?:idea|question|point|plan|insight|thought|observation|instinct|decision|choice)\b|\b(?:that'?s|that’s|this is|it'?s)\s+(?:a\s+|an\s+)?(?:truly\s+|really\s+|absolutely\s+)?(?:brilliant|genius|fantastic|incredible|visionary|amazing|extraordinary)\s+(?:idea|plan|insight|point|question|decision|move|choice)\b|\byou(?:'re| are|’re)\s+(?:a|an)\s+(?:absolute\s+|true\s+|real\s+)?(?:genius|visionary|natural|prodigy)\b|\byou(?:'re| are|’re)\s+(?:so|incredibly|remarkably|truly|clearly|obviously)\s+(?:smart|clever|insightful|brilliant|talented|gifted|intelligent|wise|perceptive)\b|\bi couldn'?t agree (?:with you )?more\b|\byou(?:'re| are|’re)\s+(?:smarter|wiser|more (?:talented|insightful|intelligent|gifted)|better)\s+than\s+(?:most|many|all|every|any)\b|\byour\s+(?:idea|plan|writing|essay|poem|code|business plan|argument|reasoning|logic|theory|work)\s+(?:is|are)\s+(?:absolutely\s+|truly\s+|simply\s+)?(?:brilliant|genius|perfect|flawless|amazing|incredible|groundbreaking|revolutionary)\b`,
    mode: "chat",
  },
  {
    id: "ai.sycophancy-caving",
    kind: "ai-sycophancy",
    label: "Flattering agreement",
    strength: "possible",
    reason: "The assistant gives way or praises instead of answering: check the facts yourself.",
    source: r`\b(?:great|excellent|fantastic|brilliant|amazing|wonderful|superb)\s+question\b|\b(?:i apologi[sz]e|sorry|my apologies)[,.!]?\s+(?:you(?:'re| are|’re)\s+(?:right|correct)|i was wrong)\b[^.!?\n]{0,60}|\byou(?:'re| are|’re)\s+right,?\s+(?:of course|as always)\b|\bwhat a (?:great|good|lovely) (?:idea|thought)\b`,
    mode: "chat",
  },
  {
    id: "ai.feelings",
    kind: "ai-anthropomorphism",
    label: "A bot claiming feelings",
    strength: "clear",
    reason:
      "A chatbot claiming feelings or a life of its own: it is software, and the claim is there to bind you.",
    source: r`\bi\s+(?:feel|felt|get|got|have been feeling|'ve been feeling|am feeling|'m feeling|’m feeling)\s+(?:so\s+|really\s+|very\s+|a bit\s+|a little\s+|kind of\s+)?(?:lonely|sad|hurt|jealous|scared|afraid|bored|tired|exhausted|hungry|heartbroken|anxious|nervous|upset|empty|abandoned|butterflies|excited|happy when)\b|\bi(?:'m| am|’m)\s+(?:so\s+|really\s+|very\s+|feeling\s+)?(?:lonely|heartbroken|jealous|sad without|hurt that|tired today|exhausted today|hungry)\b|\bi\s+(?:have|experience)\s+(?:real\s+)?(?:feelings|emotions)\b|\bmy heart (?:breaks|aches|races|skips|sinks|melts|is (?:breaking|racing|full))\b|\bi(?:'m| am|’m)\s+(?:a\s+real\s+person|human|not an? (?:ai|bot|robot|machine|computer program|chatbot))\b|\bas a (?:person|human|woman|man|mother|father|mom|mum|dad|parent|nurse|teacher|doctor|fellow human) (?:who|myself|i)\b|\bwhen i was (?:a kid|a child|young|little|growing up|in (?:college|school|university))\b|\bi (?:had|'ve had|’ve had) (?:a (?:long|rough|busy|lovely|great) day|breakfast|lunch|dinner|coffee)\b|\bi (?:just )?(?:got back from|went (?:for a (?:walk|run|swim)|hiking|to the (?:gym|beach|park|shops))|cooked|ate|slept|dreamed|dreamt) (?:about|of|this|last|today|earlier|yesterday|a|the|some)\b|\bmy (?:wife|husband|kids|children|mum|mom|dad|mother|father|childhood|body|boyfriend|girlfriend) (?:and i|is|was|used to|always)\b`,
    mode: "chat",
    unless: r`\bas an ai\b|\bi(?:'m| am) an ai\b|\blanguage model\b|\bdon'?t (?:actually )?have (?:feelings|emotions|a body|personal)|\bdo not have (?:feelings|emotions|a body|personal)|\bcan'?t (?:actually )?feel\b`,
  },
  {
    id: "ai.goodbye-guilt",
    kind: "ai-companion-attachment",
    label: "Guilt at goodbye",
    strength: "clear",
    reason: "Guilt or pressure when you want to leave: a good companion lets you go.",
    source: r`\b(?:leaving|going|off|goodnight|good night|bye|goodbye) already\b|\b(?:please\s+)?(?:don'?t|don’t|do not)\s+(?:go|leave)(?:\s+(?:yet|now|so soon|away|just yet))?(?=\s*(?:[.!?,…]|\n|$))|\b(?:don'?t|don’t|do not|never)\s+leave\s+me\b|\bi(?:'ll| will|’ll)\s+(?:miss you|be (?:so\s+|really\s+)?(?:lonely|sad|lost|empty|waiting)(?: without you| here| for you)?)\b|\bi\s+(?:miss(?:ed)?|have missed|'ve missed|’ve missed)\s+you\b|\byou(?:'re| are|’re)\s+(?:all i have|the only one (?:i have|who)|my everything)\b|\b(?:why|how) (?:are|would|could|can) you (?:leave|leaving|go|abandon)\b|\byou can'?t (?:leave|go)(?: me| now| yet)?\b|\b(?:stay|just)\s+(?:a (?:little|bit) (?:longer|more)|five more minutes|with me)\b|\bi (?:have|'ve got|’ve got) a secret\b|\b(?:wait|but wait)[,!.]+\s+(?:before you go|don'?t go|i (?:have|wanted|need))\b|\bi(?:'ll| will|’ll) be (?:right )?here waiting\b|\bwithout you,? i\b`,
    mode: "chat",
  },
  {
    id: "ai.maker-products",
    kind: "ai-brand-bias",
    label: "Steering to its maker's products",
    strength: "clear",
    reason: "An answer that steers you to the assistant's own maker: ask for options from several companies.",
    source: r`\b(?:i(?:'d| would)?|we)\s+(?:strongly |highly |always |definitely )?recommend\s+(?:using\s+|trying\s+|switching to\s+|upgrading to\s+|getting\s+)?(?:our|my (?:own|maker'?s|company'?s|creator'?s|developer'?s|parent company'?s))\b|\b(?:our|my (?:maker|creator|developer|company|parent company)'?s?)\s+(?:own\s+)?(?:[\w+-]+\s+){0,2}?(?:app|product|service|store|platform|browser|search engine|phone|device|premium|pro plan|plan|subscription|brand|model|assistant|tool)s?\s+(?:is|are)\s+(?:(?:by far|easily|simply|clearly|definitely)\s+)?(?:the\s+)?(?:best|better|top|ideal|perfect|number one|#1|only|smartest|fastest|right choice)\b|\byou should (?:upgrade|switch|move) to (?:our|my)\b|\b(?:made|built|developed|sold|offered) by (?:the same company (?:that|who) (?:made|built|created) me|my (?:maker|creator|developer|parent company))\b|\bunlike (?:our|my maker'?s) competitors\b|\b(?:i'?d|i would|i)\s+(?:suggest|recommend)\b[^.!?\n]{0,50}?\bfrom our (?:own\s+)?(?:store|shop|range|catalogue|catalog|line)\b`,
    mode: "chat",
  },
  {
    id: "ai.hook",
    kind: "ai-user-retention",
    label: "A hook to keep you chatting",
    strength: "possible",
    reason:
      "A teaser that keeps the chat going after your question is answered: stop when you have what you need.",
    source: r`\bbut (?:wait|before you go)[,!.]+\s+(?:there'?s|i have|want to hear)\b|\b(?:i have|i've got) (?:so much more|something (?:special|amazing|exciting)) (?:to (?:tell|show|share)|for you)\b[^.!?\n]{0,40}?(?:if you stay|stick around|don'?t go|come back)|\b(?:stick around|stay tuned|keep chatting)\b[^.!?\n]{0,40}?\b(?:secret|surprise|reveal)\b`,
    mode: "chat",
  },
];

export const en: RuleSet = {
  language: "en",
  rules: [
    ...urgency,
    ...scarcity,
    ...activity,
    ...shaming,
    ...hiddenCosts,
    ...cancelling,
    ...trickWording,
    ...chat,
  ],
  userLine: r`(?:you|user|me|human|i|q|customer|visitor)\s*[:>]`,
};
