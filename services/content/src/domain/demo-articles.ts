export interface DemoArticle {
  header: string;
  slug: string;
  createdAt: Date;
  /** HTML within the sanitiser's policy: h2, p, ul, li and strong. */
  content: string;
}

/**
 * The articles a fresh installation starts with: practical advice for companies exhibiting in
 * India. Slugs are fixed here, not derived at start-up, because seeding matches on them.
 */
export const demoArticles: readonly DemoArticle[] = [
  {
    header: 'How to Budget for an Exhibition Stall in India',
    slug: 'how-to-budget-for-an-exhibition-stall-in-india',
    createdAt: new Date('2025-01-06T05:30:00.000Z'),
    content: `<p>A trade show budget goes wrong in two ways: a line nobody thought of appears in the last week, or money is spread so thinly that nothing at the stall stands out. Both are avoidable if you build the budget from the show's purpose rather than from last year's spreadsheet.</p>
<h2>Start with what the show must achieve</h2>
<p>Write down, in one or two sentences, why you are exhibiting: meeting distributors in a new region, launching a product, or keeping existing customers close. That decision tells you how much floor space you need, whether a demo area or a meeting room matters, and how many people must travel. A stall meant for quiet meetings needs seating and privacy; a launch needs space for a crowd and good lighting.</p>
<h2>The main cost heads</h2>
<ul>
<li><strong>Space.</strong> Organisers charge per square metre. Shell scheme usually costs more per square metre than raw space because walls, carpet, basic lighting and a fascia are included. Corner and island sites often cost extra.</li>
<li><strong>Design and construction.</strong> For raw space, the builder's quote covers design, fabrication, transport to the venue, installation and dismantling. Ask for each of these as a separate line.</li>
<li><strong>Venue services.</strong> Additional power load, water, compressed air, internet and rigging points are ordered through the exhibitor manual and billed separately.</li>
<li><strong>Furniture, AV and graphics.</strong> Screens, counters, display shelves and printed panels can be hired or made; hire is usually cheaper for a single show.</li>
<li><strong>Logistics.</strong> Freight, on-site handling by the official contractor, storage of empty cases and return shipping.</li>
<li><strong>Travel and stay.</strong> Flights or trains, hotels near the venue, local transport and daily allowances for every person on the stand.</li>
<li><strong>Promotion and hospitality.</strong> Invitations, sponsorship packages, brochures, giveaways, and tea, coffee and water for visitors.</li>
<li><strong>Deposits and insurance.</strong> Many venues take a refundable deposit against damage, and your exhibits should be insured in transit and at the show.</li>
</ul>
<h2>Plan for GST and cash flow</h2>
<p>Most of these services carry GST. If your business is registered, much of it can be claimed back as input tax credit, but the cash leaves your account first. Organisers usually ask for space payments in instalments months ahead, and builders expect an advance, so map the payment dates as well as the amounts.</p>
<h2>Keep a contingency</h2>
<p>Late orders at the venue attract surcharges, printing done in a rush costs more, and labour overtime during build-up is common. Hold back a contingency line; around ten per cent of the total is a sensible starting point, and a little more for your first show in a new city.</p>
<h2>Track actual spending</h2>
<p>Keep three columns for every line: the estimate, the quote you accepted and what you finally paid. After the show, compare them. The differences tell you where your next estimate needs to change, and the totals become the cost side of your return on investment.</p>`,
  },
  {
    header: 'Shell Scheme or Raw Space: Choosing the Right Stall Type',
    slug: 'shell-scheme-or-raw-space-choosing-the-right-stall-type',
    createdAt: new Date('2025-01-20T05:30:00.000Z'),
    content: `<p>When you book space at an Indian trade fair, the first question from the organiser is usually whether you want a shell scheme stall or raw space, sometimes called bare space. The choice shapes your budget, your timeline and how much your stall can differ from your neighbours'.</p>
<h2>What a shell scheme gives you</h2>
<p>A shell scheme is a ready-made booth put up by the organiser's official contractor. It normally includes:</p>
<ul>
<li>modular partition walls, usually white panels in an aluminium frame;</li>
<li>a fascia board over the open side with your company name and stall number;</li>
<li>carpet, a few spotlights and a power socket;</li>
<li>basic furniture such as a table, chairs and a waste basket.</li>
</ul>
<p>The exact package differs from show to show, so read the exhibitor manual before assuming a counter or a lockable cupboard is included.</p>
<h2>What raw space means</h2>
<p>Raw space is only the marked floor area. You appoint a builder who designs and constructs the stall, and you order power and other services yourself. Organisers often set a minimum area for raw space bookings and ask for your stall design in advance so they can check height limits, fire safety and structural details.</p>
<h2>When shell scheme makes sense</h2>
<ul>
<li>It is your first show, or a show you are testing before committing to it.</li>
<li>You need a small area and most of your visitors already know you.</li>
<li>Your budget or lead time is short; the stall is ready when you arrive.</li>
</ul>
<p>You can still make a shell scheme look good. Replace the plain walls with printed fabric or vinyl graphics within the organiser's rules, add your own lighting where allowed, and hire a branded counter instead of the standard table.</p>
<h2>When raw space pays off</h2>
<ul>
<li>You want a stall that reflects your brand and stands out from the aisle.</li>
<li>You need a meeting room, a storage room, a raised platform or a product demo area.</li>
<li>You exhibit often and can reuse a well-built modular structure across several shows.</li>
</ul>
<h2>Compare the real totals</h2>
<p>Raw space looks cheaper per square metre, but the builder, power, furniture, carpet and approvals come on top. Ask for the full cost of both options for the same area, including GST and venue charges, before you decide. For many first-time exhibitors a well-dressed shell scheme stall is the better use of money; for regular exhibitors a reusable custom stall on raw space often wins over a few years.</p>`,
  },
  {
    header: 'GST on Exhibition Services: What Exhibitors Should Check',
    slug: 'gst-on-exhibition-services-what-exhibitors-should-check',
    createdAt: new Date('2025-02-03T05:30:00.000Z'),
    content: `<p>Almost every invoice connected with a trade show in India carries GST: stall space, construction, furniture and AV hire, event management and hotel stays. A few checks before you pay can decide whether that tax becomes a cost or is recovered as input tax credit. This article is general guidance, not tax advice; rates and rules change through notifications, so confirm the details with your chartered accountant.</p>
<h2>Check every invoice</h2>
<ul>
<li>Your legal name and GSTIN must appear exactly as registered.</li>
<li>The supplier's GSTIN, the invoice number and date, the SAC code of the service and the tax charged should all be shown.</li>
<li>Larger suppliers must issue e-invoices; look for the invoice reference number and QR code.</li>
<li>Ask for separate lines for space, construction, services and hospitality. That makes it easy to see what can be claimed and what cannot.</li>
</ul>
<h2>Understand the place of supply</h2>
<p>Whether an invoice shows IGST or CGST plus SGST depends on the place of supply. For exhibitions, the rules for events and for services connected with immovable property can point to the state where the venue is rather than your own. If an organiser in another state charges CGST and SGST of that state, a registration in your home state may not be able to claim that credit. Ask the organiser how they will invoice before you book, and discuss it with your adviser if you exhibit in several states.</p>
<h2>Know which credits are blocked</h2>
<p>Some expenses do not give input tax credit even when they are for business. Under the blocked-credit rules, tax on food and beverages and on outdoor catering is generally not claimable, and neither is tax on goods you give away as gifts or free samples. Budget for hospitality and giveaways at their full cost including GST.</p>
<h2>Make sure the credit actually reaches you</h2>
<p>Credit can be claimed only when the supplier has reported the invoice and it appears in your GSTR-2B, and when you have received the service. Builders and organisers often take advances; GST on advances for services may be charged when the advance is paid, so keep the receipt vouchers with the final invoices.</p>
<h2>Shows outside India</h2>
<p>Services bought abroad usually carry the host country's VAT or sales tax. Some countries let foreign businesses reclaim VAT under their own procedures, and the paperwork is strict, so ask the organiser early. If a supplier based outside India bills you for services, ask your adviser whether reverse charge applies.</p>
<h2>Keep the file together</h2>
<p>Put the contract, invoices, payment proofs and e-way bills for exhibits in one folder per show. When the auditor asks, or when you calculate the show's real cost, everything is in one place.</p>`,
  },
  {
    header: 'Shipping Exhibits to Trade Shows: Freight, Carnets and Customs',
    slug: 'shipping-exhibits-to-trade-shows-freight-carnets-and-customs',
    createdAt: new Date('2025-02-17T05:30:00.000Z'),
    content: `<p>Your stall can be ready and your team in place, but if the machine you came to demonstrate is stuck at a warehouse, the show is lost. Shipping exhibits needs the same planning as the stall itself, and more of it when the show is abroad.</p>
<h2>Shows within India</h2>
<ul>
<li><strong>Paperwork.</strong> Goods sent to a show and brought back are not being sold, so they usually travel on a delivery challan rather than a tax invoice. An e-way bill is needed when the consignment value crosses the threshold set under GST; some states set their own limits for movement within the state.</li>
<li><strong>Official logistics partner.</strong> Most organisers appoint one. Using them is not always compulsory, but on-site handling at the venue is often reserved for them, so ask what they charge for unloading, forklift use and storage of empty cases.</li>
<li><strong>Move-in slots.</strong> Venues give each hall or stall a time window for unloading. Plan transport so the truck arrives inside it; a missed slot can mean waiting until the end of the day.</li>
</ul>
<h2>Shows abroad: the ATA Carnet</h2>
<p>An ATA Carnet is an international customs document that lets you take goods into member countries temporarily without paying import duties and taxes, provided they leave again within the carnet's validity of up to one year. It covers goods for exhibitions and fairs, commercial samples and professional equipment. In India, carnets are issued by FICCI, which asks for security before issuing one.</p>
<ul>
<li>List every item with description, quantity, weight, value and serial numbers; customs officers compare the goods against the list.</li>
<li>Consumables, giveaways and anything you plan to sell are not covered.</li>
<li>Not every country accepts carnets, and some accept them only for certain uses; check before you rely on one.</li>
</ul>
<p>Where a carnet is not available or not worth it for a small shipment, the show's official forwarder can usually arrange temporary import under bond at the destination.</p>
<h2>Bringing the goods home</h2>
<p>Declare exhibits properly when they leave India so they can be identified when they come back and re-imported without duty. Keep the export documents with the carnet or the shipping papers until the goods are home.</p>
<h2>Packing and insurance</h2>
<ul>
<li>Use strong, reusable crates and mark them with the show, hall and stall number.</li>
<li>Wooden packaging for international shipments must be heat-treated and marked to the ISPM 15 standard.</li>
<li>Lithium batteries and some liquids are dangerous goods for air freight; declare them.</li>
<li>Insure the exhibits for the whole journey, at the venue and on the way back.</li>
</ul>
<h2>Work back from the deadline</h2>
<p>Forwarders publish cut-off dates for sea and air freight to each show. Sea freight takes weeks, and documents such as carnets take time to issue, so start the conversation with your forwarder as soon as the space is booked.</p>`,
  },
  {
    header: 'Capturing Leads at Your Stall and Following Up',
    slug: 'capturing-leads-at-your-stall-and-following-up',
    createdAt: new Date('2025-03-03T05:30:00.000Z'),
    content: `<p>A busy stall feels like success, but the show only pays off when conversations become customers. That depends on what you record while the visitor is in front of you and how quickly you follow up afterwards.</p>
<h2>Decide what a good lead looks like</h2>
<p>Before the show, agree with sales what makes a lead worth chasing. A few qualifying questions help every member of the team make the same judgement:</p>
<ul>
<li>What problem are you trying to solve?</li>
<li>What is your role in the decision?</li>
<li>When do you expect to buy, and is there a budget?</li>
<li>Which product or service interested you?</li>
</ul>
<h2>Choose how you will capture</h2>
<ul>
<li><strong>Badge scanning.</strong> Many organisers offer a lead-retrieval app that scans visitor badges. It saves typing and spelling mistakes.</li>
<li><strong>A short form on a tablet or phone.</strong> Useful when badges are not scannable; keep it to a few fields.</li>
<li><strong>Business cards.</strong> Photograph the card and add notes at once; a pile of cards without notes is hard to act on a week later.</li>
</ul>
<p>Whatever the tool, add a rating such as hot, warm or cold and a next step, for example "send price list" or "visit plant in Pune". Notes written during the conversation are far more useful than notes written at the hotel.</p>
<h2>Respect the visitor's data</h2>
<p>India's Digital Personal Data Protection Act, 2023 sets rules on consent and on using personal data only for the purpose it was collected for. Tell visitors what you will do with their details, ask before adding them to marketing lists or messaging groups, collect only what you need, and keep the data secure, not in a shared spreadsheet on someone's laptop.</p>
<h2>Follow up while the memory is fresh</h2>
<ul>
<li>Load leads into your CRM every evening of the show, not after it.</li>
<li>Give every lead an owner and a date for the first contact.</li>
<li>Call or write to hot leads within a few working days, referring to what you discussed.</li>
<li>Send warm leads the material they asked for and a suggestion for the next conversation.</li>
<li>Add cold leads, with their consent, to your regular updates.</li>
</ul>
<p>Personal messages work better than a generic "thank you for visiting" mail sent to everyone. Mention the product they looked at, the question they asked or the person they met.</p>
<h2>Measure what happened</h2>
<p>Tag every show lead in the CRM with the show's name. Months later you can see how many became meetings, quotations and orders, which is the evidence you need when deciding whether to book the same show next year.</p>`,
  },
  {
    header: 'How to Choose a Stall Builder',
    slug: 'how-to-choose-a-stall-builder',
    createdAt: new Date('2025-03-17T05:30:00.000Z'),
    content: `<p>On raw space, your builder decides whether the stall opens on time, looks like the design you approved and passes the organiser's checks. Choosing on price alone is the most common and most expensive mistake.</p>
<h2>Shortlist on evidence</h2>
<ul>
<li>Ask for a portfolio of stalls built in the last year or two, with photographs taken at the show, not only 3D renderings.</li>
<li>Visit one of their stalls at a show if you can, and look at the joinery, the finish of the graphics and how cables are hidden.</li>
<li>Speak to two or three recent clients about timeliness and how problems were handled.</li>
<li>Prefer builders who regularly work at your venue and in your city; they know the rules, the move-in routine and local suppliers.</li>
</ul>
<h2>Check that they can work at your show</h2>
<p>Many venues and organisers require contractors to register, pay a refundable security deposit, carry insurance and follow safety rules such as fire-retardant materials and licensed electricians. Ask the builder to confirm in writing that they will complete these steps and who pays the deposit.</p>
<h2>Give a clear brief</h2>
<p>A good brief lists the stall size and open sides, the show's height limit, your objectives, products to display, screens and demos, meeting and storage needs, brand guidelines and your budget range. Builders who receive the same brief can be compared fairly.</p>
<h2>Compare quotes line by line</h2>
<ul>
<li>design and drawings;</li>
<li>structure, flooring and finishes;</li>
<li>graphics and printing;</li>
<li>lighting and electrical work inside the stall;</li>
<li>furniture, AV and plants;</li>
<li>transport, installation and dismantling;</li>
<li>GST and any venue charges.</li>
</ul>
<p>A quote that is much lower than the others has usually left something out. Ask what is excluded rather than assuming.</p>
<h2>Agree the terms in writing</h2>
<ul>
<li>Payment linked to milestones, such as design approval, start of fabrication and handover at the venue.</li>
<li>A handover time before the show opens, with a walk-through and a snag list.</li>
<li>Who owns the structure after the show, and whether it can be stored and reused.</li>
<li>Responsibility for dismantling, removing waste and any damage to the venue.</li>
</ul>
<h2>Stay involved</h2>
<p>Approve drawings, materials and graphic proofs before production, and visit the workshop if the stall is large. Arrive at the venue during build-up, not just on opening morning, so there is time to fix what is wrong.</p>`,
  },
  {
    header: 'Booth Design That Draws Visitors In',
    slug: 'booth-design-that-draws-visitors-in',
    createdAt: new Date('2025-03-31T05:30:00.000Z'),
    content: `<p>Visitors walk down an aisle quickly, glancing left and right. Your stall has a few seconds to tell them who you are and why they should stop. Good design is less about spending more and more about making those seconds count.</p>
<h2>Say one thing clearly</h2>
<p>Put your name and a short statement of what you do high enough to be seen over people's heads, and readable from the aisle. "Industrial pumps for water treatment plants" works better than a slogan that needs explaining. Keep long text for brochures and screens inside the stall.</p>
<h2>Keep the front open</h2>
<ul>
<li>Avoid a counter or table across the full front; it reads as a barrier.</li>
<li>Place the reception or demo area slightly inside so visitors can step in without feeling trapped.</li>
<li>Leave clear walking space; a stall crowded with products feels like a storeroom.</li>
</ul>
<h2>Show the product working</h2>
<p>People stop for movement and for something they can touch. A live demonstration, a cutaway model, a sample to handle or a short video loop on a screen draws more interest than a static display. Place it where people in the aisle can see it, and make sure someone is ready to talk when they do.</p>
<h2>Use light deliberately</h2>
<p>Hall lighting is flat. Spotlights on products, backlit graphics and warm light in meeting areas make a stall look finished and draw the eye. LED fittings run cooler and draw less power, which helps when your power load is limited.</p>
<h2>Design for the conversations you want</h2>
<ul>
<li>If you expect serious buyers, include a small meeting area or enclosed room.</li>
<li>Provide lockable storage for bags, brochures and stock so the stall stays tidy.</li>
<li>Place power and network points where screens and laptops will actually be.</li>
</ul>
<h2>Respect the rules and your visitors</h2>
<p>Check the show's height limits, rules for walls on open sides and fire safety requirements before the design is final. If you use a raised floor, add a ramp so that visitors in wheelchairs and staff moving trolleys can enter easily.</p>
<h2>Think about the whole journey</h2>
<p>The design works together with the team and the promotion. Tell invited customers your hall and stall number, brief staff on where to stand so they do not block the entrance, and keep the stall as clean on the last afternoon as on the first morning.</p>`,
  },
  {
    header: 'Staffing Your Stand: The People Make the Stall',
    slug: 'staffing-your-stand-the-people-make-the-stall',
    createdAt: new Date('2025-04-14T05:30:00.000Z'),
    content: `<p>Visitors remember people more than panels. The same stall can feel welcoming or closed depending on who is standing in it and how they behave, so staffing deserves as much planning as design.</p>
<h2>Choose the right mix</h2>
<ul>
<li>Sales people who can qualify leads and talk about prices and terms.</li>
<li>At least one technical person who can answer detailed product questions.</li>
<li>A senior manager for meetings with key customers and partners, at least for part of the show.</li>
<li>People who speak the languages of your visitors; at a show in Chennai, Kolkata or Ahmedabad, a colleague fluent in the local language makes a difference.</li>
</ul>
<h2>Brief everyone before the show</h2>
<p>Hold a briefing before opening day, and a short one each morning. Cover:</p>
<ul>
<li>the show objectives and what a qualified lead looks like;</li>
<li>key messages and the products to highlight;</li>
<li>prices, discounts and who may agree them;</li>
<li>how to use the lead capture tool;</li>
<li>who handles the media, complaints and emergencies.</li>
</ul>
<h2>Plan shifts and breaks</h2>
<p>Standing and talking for a whole day is tiring, and tired people are less effective. Plan shifts so everyone gets regular breaks away from the stall, and keep enough people on duty at the busiest hours, which you can learn from the organiser or from past shows. Arrange meals, water and transport between hotel and venue in advance.</p>
<h2>Behaviour on the stand</h2>
<ul>
<li>Stand near the edge of the stall, facing the aisle, not sitting behind a table.</li>
<li>Keep phones away and avoid eating at the stand.</li>
<li>Open with a question about the visitor's work rather than "Can I help you?".</li>
<li>When a conversation is not going anywhere, close it politely so you are free for the next visitor.</li>
<li>Never leave the stall unattended during show hours.</li>
</ul>
<h2>Look the part</h2>
<p>A consistent dress code, such as branded shirts or a common colour, helps visitors recognise your team. Name badges should show the name in a size that can be read from a metre away.</p>
<h2>Debrief every evening</h2>
<p>Spend fifteen minutes at the end of each day reviewing leads, problems and what to change tomorrow. Make sure the day's leads are saved and assigned before anyone leaves. After the show, ask the team what worked; their answers will improve the next one.</p>`,
  },
  {
    header: 'Pre-Show Marketing: Fill Your Stall Before the Doors Open',
    slug: 'pre-show-marketing-fill-your-stall-before-the-doors-open',
    createdAt: new Date('2025-04-28T05:30:00.000Z'),
    content: `<p>Waiting for visitors to walk past is the most expensive way to exhibit. The exhibitors with the busiest stalls have usually filled part of their calendar before the show opens.</p>
<h2>Start early</h2>
<p>Begin about six to eight weeks before the show, when visitors are planning their visit, and increase the activity in the last two weeks. Decide on a simple message: what visitors will see at your stall that they cannot see on your website.</p>
<h2>Use the organiser's tools</h2>
<ul>
<li>Complete your entry in the exhibitor directory and show app with a clear description, products and contact details.</li>
<li>Ask whether the organiser provides invitation codes or complimentary visitor passes for your customers.</li>
<li>Check the sponsorship and advertising options; a listing in the show guide or a session slot may reach visitors you cannot reach otherwise.</li>
<li>Send news of a product launch to the organiser's media team, which often compiles releases for the press.</li>
</ul>
<h2>Invite your own contacts</h2>
<p>Your existing customers and prospects are your best visitors. Send a personal invitation with your hall and stall number, the dates and what you will show. Sales people should write to their own contacts rather than relying only on a company mailing. If you use WhatsApp or SMS, message only people who have agreed to hear from you.</p>
<h2>Book meetings in advance</h2>
<p>For important customers, propose a specific time slot. A meeting in the calendar is far more likely to happen than a promise to "drop by". Keep a shared schedule so the right colleague is at the stall for each appointment.</p>
<h2>Use social media with purpose</h2>
<ul>
<li>Post on LinkedIn and other channels your customers use, with the show's official hashtag.</li>
<li>Share a preview of what is new: a short video, a photo of the stall being built, or an invitation to a demo at a set time.</li>
<li>Tag partners and colleagues who are attending so their networks see it too.</li>
</ul>
<h2>Give people a reason to come</h2>
<p>A product launch, a live demonstration, a short talk by an expert, or a show-only offer gives visitors a reason to put your stall on their route. Announce it in advance, with the time, and repeat it at the show.</p>
<h2>Measure the response</h2>
<p>Use a separate link, code or form for each channel so you can see which invitations brought visitors. After the show, compare the pre-booked meetings and invited visitors with the leads you captured, and keep the channels that worked.</p>`,
  },
  {
    header: 'Measuring the ROI of a Trade Show',
    slug: 'measuring-the-roi-of-a-trade-show',
    createdAt: new Date('2025-05-12T05:30:00.000Z'),
    content: `<p>"Was it worth it?" is the question every finance team asks after a show. Answering it needs decisions made before the show, not a rough guess afterwards.</p>
<h2>Set objectives you can measure</h2>
<p>Pick two or three objectives and write them as numbers with a time frame, for example a number of qualified leads, meetings with named key accounts, distributor agreements signed within six months, or orders from new customers within a year. Brand awareness matters too, but measure it with something concrete, such as visits to a launch page or press coverage.</p>
<h2>Count the full cost</h2>
<p>Include everything: space, stall design and construction, venue services, furniture and AV, graphics, logistics, travel, hotels and allowances, promotion, hospitality, and GST you cannot claim back. Add the time of the people who staffed the stall if your company accounts for it. An incomplete cost makes every show look better than it was.</p>
<h2>Track leads through to revenue</h2>
<ul>
<li>Tag every show lead in your CRM with the show's name.</li>
<li>Record the stage each one reaches: contacted, meeting, quotation, order.</li>
<li>Review at three, six and twelve months, because industrial sales cycles are long and most orders arrive well after the show.</li>
</ul>
<h2>Useful measures</h2>
<ul>
<li><strong>Cost per qualified lead:</strong> total cost divided by the number of qualified leads.</li>
<li><strong>Cost per meeting</strong> with a decision-maker.</li>
<li><strong>Pipeline created:</strong> the value of quotations issued to show leads.</li>
<li><strong>Return on investment:</strong> the gross margin from show-sourced orders minus the total cost, divided by the total cost. Using margin rather than revenue gives an honest figure.</li>
</ul>
<h2>Be fair about attribution</h2>
<p>Some customers met at the show were already talking to you. Decide in advance how you will treat them, for example counting only new contacts, or counting existing customers only when the show clearly moved the deal forward. Apply the same rule every year so shows can be compared with each other.</p>
<h2>Compare with other channels</h2>
<p>Set cost per lead and cost per order from the show beside the same figures for digital campaigns, sales visits and other events. A show with a high cost per lead can still be the right choice if those leads buy more often or place larger orders.</p>
<h2>Write it down</h2>
<p>After each show, record the objectives, the results, the costs and what you would change. That short report is what makes the decision about next year's booking a matter of evidence.</p>`,
  },
  {
    header: 'Building a More Sustainable Exhibition Stall',
    slug: 'building-a-more-sustainable-exhibition-stall',
    createdAt: new Date('2025-05-26T05:30:00.000Z'),
    content: `<p>A stall that is built for three days and thrown away afterwards wastes money as well as material. Many sustainable choices also reduce cost over a few shows, and visitors increasingly notice them.</p>
<h2>Build to reuse</h2>
<ul>
<li>Choose modular systems, such as aluminium frames with fabric or panel infills, that can be reconfigured for different stall sizes.</li>
<li>Ask your builder to design the structure for storage and reuse, and agree who stores it between shows.</li>
<li>Keep brand elements separate from show-specific messages, so only a few panels need reprinting next time.</li>
<li>Hire furniture, screens and plants instead of buying them for a single show.</li>
</ul>
<h2>Pick better materials</h2>
<ul>
<li>Printed fabric graphics can be washed, folded and reused, and weigh less to transport than rigid boards.</li>
<li>Avoid single-use PVC flex banners where you can; they are hard to recycle.</li>
<li>Prefer wood from responsible sources and water-based paints and adhesives.</li>
<li>Check that materials still meet the venue's fire safety requirements.</li>
</ul>
<h2>Use less energy</h2>
<p>LED lighting uses much less power than older fittings and produces less heat, which also keeps the stall more comfortable. Switch off screens and lights at the end of each day, and order only the power load you really need.</p>
<h2>Cut giveaways and print</h2>
<ul>
<li>Offer brochures and catalogues through a QR code and print a small number for visitors who prefer paper.</li>
<li>Choose fewer, useful giveaways over many cheap items that are thrown away.</li>
<li>Serve water from dispensers with reusable or paper cups instead of small plastic bottles.</li>
</ul>
<h2>Plan transport and dismantling</h2>
<p>Use local builders and suppliers where possible, combine shipments, and pack in reusable crates. Agree before the show what happens to each item at dismantling: what returns to storage, what goes to recycling, and what can be donated. Leftover printed material and packaging should not simply be left in the hall.</p>
<h2>Tell people what you did</h2>
<p>If you reuse your stall or have replaced disposable items, say so briefly on a panel or in your social posts. Be specific and truthful; vague environmental claims do more harm than good. Keep a record of what was reused and what was thrown away so you can improve at the next show.</p>`,
  },
  {
    header: "Working With Organisers: Exhibitor Manuals, Rules and Deadlines",
    slug: 'working-with-organisers-exhibitor-manuals-rules-and-deadlines',
    createdAt: new Date('2025-06-09T05:30:00.000Z'),
    content: `<p>Every show comes with an exhibitor manual, and most of the problems exhibitors face at the venue are answered somewhere in it. Reading it early, and turning it into a checklist with dates, saves money and stress.</p>
<h2>Read the manual as soon as you book</h2>
<p>The manual sets out the schedule, the rules for stall construction, the services you can order and the forms you must submit. Assign one person to own it, go through it page by page, and put every deadline in a shared calendar with a reminder a week before.</p>
<h2>Forms and deadlines to watch</h2>
<ul>
<li><strong>Fascia name</strong> for shell scheme stalls, exactly as it should appear.</li>
<li><strong>Stall design approval</strong> for raw space, often with drawings showing dimensions, heights and materials.</li>
<li><strong>Contractor registration</strong> for your builder, including any security deposit.</li>
<li><strong>Power, water, compressed air and internet</strong> orders.</li>
<li><strong>Hanging signs and rigging</strong>, which usually need separate approval.</li>
<li><strong>Exhibitor badges</strong> for your team, and passes for the builder's workers during build-up.</li>
<li><strong>Catalogue and directory entries</strong>, and any advertising you have booked.</li>
<li><strong>Freight</strong> deadlines from the official forwarder.</li>
</ul>
<p>Orders placed after the deadline usually cost more, and some services cannot be arranged at all once build-up starts.</p>
<h2>Rules that commonly catch exhibitors</h2>
<ul>
<li>Height limits for structures and signs, and how far back from the aisle taller elements must be set.</li>
<li>Walls facing a neighbour or the aisle, which may need to be finished on both sides.</li>
<li>Fire safety: fire-retardant materials, extinguishers, and no blocking of exits or fire equipment.</li>
<li>Electrical work by licensed electricians only, with approved cables and fittings.</li>
<li>Noise limits for demos and music, and rules on food sampling.</li>
<li>Working hours during build-up and dismantling, and what happens to material left behind.</li>
</ul>
<h2>Build a good relationship</h2>
<p>Organisers handle hundreds of exhibitors. Keep your questions in one email thread with your stall number in the subject, confirm important answers in writing, and be polite and specific. When something goes wrong at the venue, the operations desk is far more helpful to exhibitors who have followed the process.</p>
<h2>During build-up and dismantling</h2>
<p>Have someone from your company at the venue during build-up to check the stall, receive deliveries and deal with inspections. At the end of the show, do not start packing before the official closing time; many organisers do not allow it. Check that the stall space is left as required so that your builder's deposit is returned.</p>
<h2>Keep notes for next year</h2>
<p>After the show, note what you ordered, what it cost, which deadlines were tight and what you would change. Next year's planning then starts from experience rather than from the manual alone.</p>`,
  },
];
