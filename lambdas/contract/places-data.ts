/**
 * UK postcode districts as places are named (contract/places.ts reads them): each district's outward
 * code, its centre (latitude, longitude, 3 decimals: about 100 m), its residents in thousands, its local
 * authority and the towns, villages and neighbourhoods it covers, one district a line:
 * `CODE|lat|lon|residents (thousands)|local authority|place, place, …`.
 *
 * Source: the postcode districts table compiled by Chris Bell (doogal.co.uk) from the ONS Postcode
 * Directory and census figures, as republished in github.com/futurematik/postcodes (data/districts.csv,
 * ISC; commit ad647cf0, about 2020). Contains OS data © Crown copyright and database right; contains
 * Royal Mail data © Royal Mail copyright and database right; contains National Statistics data © Crown
 * copyright and database right; all under the Open Government Licence v3.0. The names of the places a
 * district covers follow the public lists of UK postcode districts (Wikipedia, CC BY-SA).
 *
 * Kept: districts with live postcodes and residents (non-geographic and retired districts, the Channel
 * Islands and the Isle of Man are left out). Edited by hand, and only so: local authorities that the
 * source gave as the area's main town were set to the district's council; a district's main town was
 * added to its places where the source named only its neighbourhoods (Reading, Salford, Hemel
 * Hempstead, Richmond for TW9 and TW10, …); truncated and duplicated names were tidied.
 * 2813 districts.
 */
export const DISTRICT_ROWS = `
AB10|57.135|-2.117|22|Aberdeen|Aberdeen city centre, Bridge of Dee, Mannofield
AB11|57.137|-2.093|21|Aberdeen|Aberdeen city centre, Torry
AB12|57.103|-2.11|25|Aberdeen|Aberdeen, Altens, Ardoe, Banchory Devenick, Blairs, Bridge of Dee, Cove Bay, Maryculter, Nigg, Portlethen
AB13|57.112|-2.244|3|Aberdeen|Milltimber
AB14|57.103|-2.272|5|Aberdeen|Peterculter, Upper Anguston
AB15|57.139|-2.166|36|Aberdeen|Aberdeen, Bieldside, Craigiebuckler, Cults, Hazlehead, Kingswells, Mannofield, Milltimber
AB16|57.16|-2.157|29|Aberdeen|Aberdeen, Mastrick, Northfield, Middlefield, Cornhill
AB21|57.209|-2.201|22|Aberdeen|Aberdeen, Blackburn, Bucksburn, Dyce, Fintray, Kinellar, Newmachar, Whiterashes
AB22|57.186|-2.119|16|Aberdeen|Aberdeen, Bridge of Don, Danestone, Grandholm, Persley
AB23|57.209|-2.09|11|Aberdeen|Aberdeen, Balmedie, Belhelvie, Bridge of Don, Potterton, Whitecairns
AB24|57.163|-2.108|36|Aberdeen|Aberdeen, Old Aberdeen, Woodside, Tillydrone, Seaton, Bedford
AB25|57.153|-2.114|18|Aberdeen|Aberdeen city centre, Kittybrewster, Foresterhill, Rosemount, George Street
AB30|56.846|-2.477|7|Aberdeenshire|Laurencekirk
AB31|57.067|-2.505|15|Aberdeenshire|Banchory
AB32|57.155|-2.315|13|Aberdeenshire|Westhill
AB33|57.226|-2.737|5|Aberdeenshire|Alford
AB34|57.093|-2.81|5|Aberdeenshire|Aboyne
AB35|57.039|-3.144|3|Aberdeenshire|Ballater
AB36|57.196|-3.072|1|Aberdeenshire|Strathdon
AB37|57.331|-3.353|2|Moray|Ballindalloch
AB38|57.485|-3.227|5|Moray|Aberlour
AB39|56.978|-2.217|18|Aberdeenshire|Stonehaven, Newtonhill
AB41|57.372|-2.118|21|Aberdeenshire|Ellon
AB42|57.502|-1.888|34|Aberdeenshire|Hatton, St. Fergus
AB43|57.658|-2.045|24|Aberdeenshire|Crimond
AB44|57.668|-2.493|4|Aberdeenshire|Macduff
AB45|57.652|-2.568|11|Aberdeenshire|Banff
AB51|57.288|-2.405|35|Aberdeenshire|Inverurie
AB52|57.342|-2.603|5|Aberdeenshire|Insch
AB53|57.534|-2.407|13|Aberdeenshire|Turriff
AB54|57.466|-2.756|11|Aberdeenshire|Aberchirder, Cabrach, Cairnie, Forgue, Gartly, Glass, Kennethmont, Lumsden, Rhynie, Rothiemay
AB55|57.532|-2.976|9|Moray|Keith
AB56|57.674|-2.919|15|Moray|Buckie
AL1|51.749|-0.319|36|St Albans|St Albans
AL2|51.723|-0.331|23|St Albans|St Albans, Bricket Wood, Colney Street, Frogmore, London Colney, Napsbury, Park Street, Potters Crouch, Chiswell Green
AL3|51.775|-0.367|28|St Albans|St Albans, Childwickbury, Flamstead, Gorhambury, Markyate, Porters Wood, Redbourn, Sandridge
AL4|51.771|-0.296|27|St Albans|St Albans, Colney Heath, London Colney, Jersey Farm, Marshalswick, Oaklands, Sandridge, Smallford, Tyttenhanger, Wheathampstead
AL5|51.815|-0.352|30|St Albans|Harpenden
AL6|51.83|-0.199|11|Welwyn Hatfield|Welwyn, Ayot St Peter, Ayot St Lawrence, Digswell, Rabley Heath, Tewin
AL7|51.799|-0.189|34|Welwyn Hatfield|Welwyn Garden City
AL8|51.803|-0.21|13|Welwyn Hatfield|Welwyn Garden City, Lemsford
AL9|51.747|-0.202|11|Welwyn Hatfield|Hatfield, Brookmans Park, Essendon, North Mymms
AL10|51.761|-0.231|35|Welwyn Hatfield|Hatfield
B1|52.48|-1.908|9|Birmingham|Birmingham City Centre, Ladywood
B2|52.486|-1.897|1|Birmingham|Birmingham City Centre, Ladywood
B3|52.482|-1.903|2|Birmingham|Birmingham City Centre, Ladywood
B4|52.484|-1.894|4|Birmingham|Birmingham City Centre, Ladywood
B5|52.472|-1.897|12|Birmingham|Digbeth, Highgate, Lee Bank
B6|52.502|-1.887|20|Birmingham|Aston
B7|52.494|-1.874|9|Birmingham|Nechells
B8|52.49|-1.843|42|Birmingham|Washwood Heath, Ward End, Saltley
B9|52.478|-1.853|25|Birmingham|Bordesley Green
B10|52.47|-1.853|26|Birmingham|Small Heath
B11|52.455|-1.86|44|Birmingham|Sparkhill, Tyseley
B12|52.461|-1.883|21|Birmingham|Balsall Heath, Sparkbrook, Highgate
B13|52.435|-1.882|38|Birmingham|Moseley, Billesley
B14|52.419|-1.89|43|Birmingham|Kings Heath, Yardley Wood, Brandwood, Druids Heath, Warstock
B15|52.468|-1.924|18|Birmingham|Edgbaston, Lee Bank
B16|52.476|-1.932|24|Birmingham|Edgbaston, Ladywood
B17|52.462|-1.963|26|Birmingham|Harborne
B18|52.492|-1.923|17|Birmingham|Winson Green, Hockley
B19|52.496|-1.906|20|Birmingham|Lozells, Newtown, Birchfield
B20|52.513|-1.919|35|Birmingham|Birchfield, Handsworth Wood Perry Barr
B21|52.505|-1.936|30|Birmingham|Handsworth
B23|52.528|-1.852|43|Birmingham|Erdington, Short Heath
B24|52.52|-1.829|28|Birmingham|Erdington, Tyburn
B25|52.462|-1.826|16|Birmingham|Yardley
B26|52.461|-1.793|32|Birmingham|Sheldon, Yardley
B27|52.446|-1.824|25|Birmingham|Acocks Green
B28|52.428|-1.843|30|Birmingham|Hall Green
B29|52.438|-1.946|43|Birmingham|Selly Oak, Bournbrook, Selly Park, Weoley Castle, California
B30|52.421|-1.928|30|Birmingham|Bournville, Cotteridge, Stirchley
B31|52.409|-1.973|54|Birmingham|Northfield
B32|52.451|-1.994|38|Birmingham|Woodgate, Bartley Green, Quinton, California
B33|52.481|-1.788|34|Birmingham|Kitts Green, Stechford
B34|52.496|-1.782|19|Birmingham|Shard End, Buckland End
B35|52.517|-1.79|10|Birmingham|Castle Vale
B36|52.505|-1.78|35|Solihull|Castle Bromwich, Smith's Wood
B37|52.478|-1.742|36|Solihull|Chelmsley Wood, Marston Green, Kingshurst, Fordbridge
B38|52.401|-1.934|21|Birmingham|Kings Norton
B40|52.459|-1.724|0|Solihull|National Exhibition Centre, Birmingham International Airport, Bickenhill
B42|52.535|-1.905|24|Birmingham|Perry Barr, Great Barr, Hamstead
B43|52.548|-1.928|29|Birmingham|Great Barr, Hamstead, Pheasey
B44|52.545|-1.886|37|Birmingham|Perry Barr, Kingstanding, Great Barr
B45|52.389|-2.009|30|Birmingham|Rednal, Rubery
B46|52.507|-1.698|12|North Warwickshire|Water Orton, Coleshill
B47|52.389|-1.881|10|Bromsgrove|Hollywood, Wythall
B48|52.357|-1.952|6|Bromsgrove|Alvechurch
B49|52.217|-1.868|10|Stratford-on-Avon|Alcester
B50|52.17|-1.856|6|Stratford-on-Avon|Alcester
B60|52.324|-2.05|27|Bromsgrove|Bromsgrove
B61|52.344|-2.067|24|Bromsgrove|Bromsgrove
B62|52.46|-2.037|24|Dudley|Halesowen
B63|52.453|-2.067|37|Dudley|Halesowen
B64|52.473|-2.069|17|Sandwell|Cradley Heath
B65|52.483|-2.043|24|Sandwell|Rowley Regis
B66|52.494|-1.966|21|Sandwell|Smethwick, Bearwood
B67|52.488|-1.977|30|Sandwell|Smethwick, Bearwood
B68|52.48|-2.002|31|Sandwell|Oldbury
B69|52.503|-2.026|29|Sandwell|Oldbury
B70|52.52|-2.003|28|Sandwell|West Bromwich
B71|52.535|-1.99|31|Sandwell|West Bromwich
B72|52.555|-1.824|10|Birmingham|Sutton Coldfield, Maney, Wylde Green
B73|52.559|-1.838|23|Birmingham|Sutton Coldfield, Boldmere, New Oscott, Wylde Green
B74|52.582|-1.857|32|Birmingham|Sutton Coldfield, Four Oaks, Mere Green, Little Aston, Streetly
B75|52.578|-1.811|27|Birmingham|Sutton Coldfield, Sutton Trinity, Falcon Lodge, Rectory
B76|52.545|-1.79|22|Birmingham|Sutton Coldfield, Walmley
B77|52.62|-1.672|57|Tamworth|Tamworth
B78|52.606|-1.675|24|Tamworth|Tamworth
B79|52.648|-1.682|22|Tamworth|Tamworth
B80|52.279|-1.897|7|Stratford-on-Avon|Studley
B90|52.402|-1.826|46|Solihull|Shirley, Wythall, Majors Green, Dickens Heath
B91|52.414|-1.781|33|Solihull|Olton, Solihull
B92|52.435|-1.774|36|Solihull|Olton, Solihull
B93|52.383|-1.742|20|Solihull|Knowle, Dorridge
B94|52.353|-1.791|7|Solihull|Olton, Solihull
B95|52.287|-1.781|6|Stratford-on-Avon|Henley-in-Arden
B96|52.255|-1.959|5|Redditch|Redditch
B97|52.303|-1.95|33|Redditch|Redditch
B98|52.304|-1.916|50|Redditch|Redditch
BA1|51.389|-2.36|41|Bath and North East Somerset|Bath
BA2|51.362|-2.376|74|Bath and North East Somerset|Bath
BA3|51.286|-2.449|35|Bath and North East Somerset|Radstock, Midsomer Norton, Holcombe, Coleford
BA4|51.175|-2.533|18|Mendip|Shepton Mallet
BA5|51.212|-2.654|18|Mendip|Wells
BA6|51.143|-2.709|13|Mendip|Glastonbury
BA7|51.089|-2.518|4|South Somerset|Castle Cary
BA8|51|-2.411|4|South Somerset|Templecombe
BA9|51.058|-2.41|7|South Somerset|Wincanton
BA10|51.112|-2.447|4|South Somerset|Bruton
BA11|51.238|-2.327|33|Mendip|Frome
BA12|51.174|-2.187|29|Wiltshire|Warminster
BA13|51.263|-2.185|20|Wiltshire|Westbury
BA14|51.319|-2.203|48|Wiltshire|Trowbridge
BA15|51.348|-2.262|13|Wiltshire|Bradford-on-Avon
BA16|51.127|-2.743|13|Mendip|Street
BA20|50.939|-2.643|11|South Somerset|Yeovil
BA21|50.951|-2.634|33|South Somerset|Yeovil
BA22|50.968|-2.637|18|South Somerset|Yeovil
BB1|53.755|-2.466|67|Blackburn with Darwen|Blackburn, Bank Hey, Belthorn, Blackamoor, Clayton-le-Dale, Guide, Knuzden, Mellor, Ramsgreave, Rishton, Salesbury, Shadsworth, Sunnybower, Whitebirk, Wilpshire
BB2|53.742|-2.498|60|Blackburn with Darwen|Blackburn, Beardwood, Balderstone, Cherry Tree, Feniscowles, Mellor, Mellor Brook, Mill Hill, Pleasington, Witton, Holly Tree and Griffin
BB3|53.698|-2.466|34|Blackburn with Darwen|Darwen, Bank Fold, Eccleshill, Hoddlesden, Lower Darwen, Pickup Bank, Tockholes
BB4|53.703|-2.291|41|Rossendale|Acre, Bent Gate, Haslingden, Helmshore, Rawtenstall
BB5|53.755|-2.372|61|Hyndburn|Accrington, Altham, Baxenden, Church, Clayton-le-Moors, Huncoat, Oswaldtwistle, Rising Bridge
BB6|53.804|-2.416|15|Hyndburn|Dinckley, Great Harwood, Langho
BB7|53.872|-2.389|32|Ribble Valley|Clitheroe, Barrow, Chatburn, Dunsop Bridge, Gisburn, Hurst Green, Pendleton, Sabden, Slaidburn, Waddington, Whalley, Whitewell, Wiswell
BB8|53.879|-2.168|23|Pendle|Colne, Foulridge, Laneshaw Bridge, Trawden, Winewall, Wycoller
BB9|53.837|-2.216|45|Pendle|Nelson, Barrowford, Blacko, Brierfield, Higherford, Roughlee
BB10|53.799|-2.222|37|Burnley|Burnley, Cliviger, Reedley, Worsthorne
BB11|53.785|-2.251|22|Burnley|Burnley
BB12|53.802|-2.289|35|Burnley|Burnley, Barley, Fence, Higham, Padiham, Read, Simonstone, Wheatley Lane
BB18|53.915|-2.172|17|Pendle|Barnoldswick, Earby, Kelbrook, Salterforth, Sough
BD1|53.797|-1.754|4|Bradford|Bradford city centre, Little Germany
BD2|53.814|-1.736|30|Bradford|Eccleshill, Fagley
BD3|53.798|-1.73|33|Bradford|Barkerend, Bradford Moor, Thornbury
BD4|53.777|-1.722|31|Bradford|Bierley, Bowling, East Bierley, Laisterdyke, Tong, Tong Street, Tyersal
BD5|53.779|-1.758|32|Bradford|Bankfoot, Little Horton, West Bowling
BD6|53.765|-1.785|30|Bradford|Buttershaw, Wibsey
BD7|53.784|-1.781|35|Bradford|Great Horton, Lidget Green
BD8|53.801|-1.781|32|Bradford|Girlington, Manningham, Lower Grange
BD9|53.812|-1.788|29|Bradford|Frizinghall, Heaton
BD10|53.831|-1.726|26|Bradford|Apperley Bridge, Eccleshill, Greengates, Idle, Thackley
BD11|53.75|-1.679|11|Kirklees|Birkenshaw, Drighlington
BD12|53.748|-1.762|17|Bradford|Low Moor, Oakenshaw, Wyke
BD13|53.788|-1.856|25|Bradford|Cullingworth, Denholme, Queensbury, Thornton
BD14|53.783|-1.817|9|Bradford|Clayton
BD15|53.808|-1.835|16|Bradford|Allerton, Norr, Wilsden
BD16|53.848|-1.832|26|Bradford|Bingley, Cottingley, Eldwick, Harden
BD17|53.845|-1.769|18|Bradford|Baildon, Shipley
BD18|53.831|-1.777|27|Bradford|Saltaire, Shipley
BD19|53.727|-1.714|22|Kirklees|Cleckheaton, Gomersal, Scholes
BD20|53.896|-1.946|36|Bradford|Cononley, Cross Hills, Glusburn, Kildwick, Silsden, Steeton, Sutton-in-Craven
BD21|53.865|-1.908|27|Bradford|Hainworth, Keighley
BD22|53.847|-1.952|30|Bradford|Cowling, Haworth, Oakworth, Oxenhope
BD23|53.989|-2.052|30|Craven|Carleton-in-Craven, Embsay, Gargrave, Grassington, Hebden, Hellifield, Kettlewell, Kirkby Malham, Skipton, Threshfield
BD24|54.078|-2.281|5|Craven|Giggleswick, Horton in Ribblesdale, Settle
BH1|50.725|-1.863|20|Bournemouth|Bournemouth town centre, Springbourne, East Cliff, Boscombe
BH2|50.722|-1.881|8|Bournemouth|Bournemouth Central, West Cliff
BH3|50.736|-1.88|6|Bournemouth|Talbot Woods, Winton
BH4|50.722|-1.9|10|Bournemouth|Westbourne, Branksome Woods
BH5|50.726|-1.837|11|Bournemouth|Boscombe, Pokesdown
BH6|50.728|-1.809|23|Bournemouth|Southbourne, Tuckton, Wick
BH7|50.735|-1.834|11|Bournemouth|Littledown, Iford
BH8|50.74|-1.854|28|Bournemouth|Malmesbury Park, Charminster, Queens Park, Strouden Park, Townsend
BH9|50.75|-1.875|31|Bournemouth|Winton, Moordown, Throop, Muscliff
BH10|50.759|-1.893|20|Bournemouth|Kinson, Northbourne, Redhill, Ensbury Park, Wallisdown
BH11|50.761|-1.92|20|Bournemouth|Kinson, Bear Cross, West Howe, Wallisdown
BH12|50.738|-1.925|35|Poole|Branksome, Alderney, Upper Parkstone, Newtown
BH13|50.71|-1.918|8|Poole|Canford Cliffs, Sandbanks, Branksome Park
BH14|50.722|-1.946|24|Poole|Lower Parkstone, Lilliput, Penn Hill
BH15|50.721|-1.985|33|Poole|Poole town centre, Hamworthy, Oakdale
BH16|50.738|-2.044|15|Poole|Upton, Turlin Moor, Lytchett Minster, Lytchett Matravers
BH17|50.746|-1.973|23|Poole|Canford Heath, Creekmoor
BH18|50.757|-1.992|12|Poole|Broadstone
BH19|50.611|-1.97|11|Purbeck|Swanage
BH20|50.688|-2.145|20|Purbeck|Wareham
BH21|50.819|-1.964|41|East Dorset|Wimborne
BH22|50.806|-1.889|27|East Dorset|West Moors
BH23|50.745|-1.759|53|Christchurch|Christchurch
BH24|50.846|-1.787|23|New Forest|Ringwood
BH25|50.752|-1.659|26|New Forest|New Milton
BH31|50.875|-1.869|13|East Dorset|Verwood
BL0|53.643|-2.316|17|Bury|Bury, Ramsbottom, Edenfield, Shuttleworth
BL1|53.589|-2.441|63|Bolton|Bolton, Smithills, Halliwell, Heaton
BL2|53.588|-2.398|46|Bolton|Bolton, Ainsworth, Bradley Fold, Bradshaw, Breightmet, Harwood, Tonge Fold, Tonge Moor
BL3|53.566|-2.432|64|Bolton|Bolton, Little Lever
BL4|53.547|-2.403|34|Bolton|Bolton, Farnworth, Kearsley
BL5|53.552|-2.517|27|Bolton|Bolton, Over Hulton, Westhoughton
BL6|53.591|-2.54|29|Bolton|Bolton, Blackrod, Horwich, Lostock, Rivington
BL7|53.628|-2.423|15|Bolton|Bolton, Belmont, Bromley Cross, Chapeltown, Edgworth, Egerton, Turton
BL8|53.602|-2.324|36|Bury|Bury, Brandlesholme, Greenmount, Affetside, Hawkshaw, Holcombe, Ramsbottom, Tottington, Walshaw
BL9|53.592|-2.289|48|Bury|Bury, Heap, Heap Bridge, Nangreaves, Summerseat, Unsworth, Walmersley
BN1|50.837|-0.14|84|Brighton and Hove|Brighton, Coldean, Falmer, Hollingbury, Patcham, Preston, Stanmer, Withdean
BN2|50.825|-0.108|93|Brighton and Hove|Brighton, Bevendean, Brighton Marina, Kemptown, Moulsecoomb, Ovingdean, Rottingdean, Saltdean, Woodingdean
BN3|50.834|-0.175|80|Brighton and Hove|Hove, Hangleton, West Blatchington
BN5|50.924|-0.268|7|Horsham|Henfield, Blackstone, Edburton, Fulking, Small Dole, Wineham, Woodmancote
BN6|50.93|-0.153|18|Lewes|Hassocks, Albourne, Clayton, Ditchling, Goddards Green, Hurstpierpoint, Keymer, Newtimber, Sayers Common, Streat, Westmeston
BN7|50.878|0.003|21|Lewes|Lewes, Cooksbridge, East Chiltington, Iford, Kingston, Offham, Plumpton, Plumpton Green, Rodmell, Southease, Swanborough, Telscombe
BN8|50.912|0.051|16|Lewes|Barcombe, Barcombe Cross, Beddingham, Chailey Green, Chiddingly, East Hoathly, Firle, Glynde, Halland, Hamsey, Holmes Hill, Laughton, Newick, North Chailey, Ringmer, Ripe, Shortgate, South Chailey, Southerham, Stoneham, Whitesmith
BN9|50.795|0.027|13|Lewes|Newhaven, Piddinghoe, South Heighton, Tarring Neville
BN10|50.796|0.002|19|Lewes|Peacehaven, Telscombe Cliffs
BN11|50.814|-0.375|33|Worthing|Worthing
BN12|50.814|-0.427|20|Worthing|Worthing, Ferring, Goring-by-Sea
BN13|50.83|-0.406|28|Worthing|Worthing, Clapham, Durrington, High Salvington, Patching, Tarring
BN14|50.831|-0.38|31|Worthing|Worthing, Broadwater, Findon, Northend, Tarring
BN15|50.83|-0.325|27|Worthing|Lancing, Coombes, Sompting
BN16|50.815|-0.498|28|Arun|Angmering, East Preston, Kingston Gorse, Rustington
BN17|50.815|-0.537|29|Arun|Littlehampton, Climping, Lyminster, Wick
BN18|50.849|-0.578|13|Arun|Arundel, Amberley, Binsted, Burpham, Crossbush, Fontwell, Ford, Houghton, Madehurst, Poling, Slindon, Slindon Common, South Stoke, Tortington, Walberton, Warningcamp, Wepham, Yapton
BN20|50.774|0.255|21|Eastbourne|Eastbourne, Beachy Head, East Dean, Friston, Old Town, Ratton, Wannock, Willingdon
BN21|50.772|0.275|25|Eastbourne|Eastbourne, Old Town
BN22|50.788|0.283|33|Eastbourne|Eastbourne, Hampden Park, Willingdon
BN23|50.799|0.313|28|Eastbourne|Eastbourne, Friday Street, Langney, Sovereign Harbour
BN24|50.816|0.326|9|Wealden|Pevensey, Beachlands, Hankham, Normans Bay, Pevensey Bay, Stone Cross, Westham
BN25|50.776|0.107|24|Wealden|Seaford, Bishopstone, Cuckmere Haven, Exceat, Norton, Rookery Hill, Westdean
BN26|50.821|0.225|11|Wealden|Polegate, Alciston, Alfriston, Arlington, Berwick, Caneheath, Filching, Folkington, Jevington, Litlington, Lullington, Milton Street, Sayerland, Selmeston, Summerhill, Wilmington
BN27|50.871|0.263|27|Wealden|Hailsham, Amberstone, Bodle Street, Bodle Street Green, Boreham Street, Carters Corner, Chalvington, Cowbeech, Downash, Golden Cross, Hellingly, Herstmonceux, Horsebridge, Lower Dicker, Lower Horsebridge, Magham Down, Mulbrooks, Rickney, Trolliloes, Upper Dicker, Wartling, Windmill Hill
BN41|50.839|-0.215|21|Brighton and Hove|Fishersgate, Portslade
BN42|50.837|-0.232|10|Adur|Southwick
BN43|50.836|-0.268|22|Adur|Shoreham-by-Sea
BN44|50.893|-0.319|10|Horsham|Steyning, Ashurst, Botolphs, Bramber, Upper Beeding, Wiston
BN45|50.888|-0.183|1|Mid Sussex|Poynings, Pyecombe, Saddlescombe
BR1|51.411|0.019|56|Bromley|Bromley, Bickley, Downham
BR2|51.39|0.022|45|Bromley|Bickley, Hayes, Bromley Common, Shortlands
BR3|51.404|-0.032|47|Bromley|Beckenham, Eden Park, Elmers End, Park Langley, Shortlands
BR4|51.376|-0.01|19|Bromley|West Wickham
BR5|51.389|0.103|46|Bromley|Orpington, St Mary Cray, Petts Wood
BR6|51.367|0.092|46|Bromley|Orpington, Farnborough, Downe, Pratt's Bottom, Chelsfield, Well Hill
BR7|51.412|0.06|17|Bromley|Chislehurst, Elmstead
BR8|51.398|0.175|22|Sevenoaks|Swanley
BS1|51.454|-2.592|12|Bristol|Bristol city centre, Redcliffe
BS2|51.459|-2.581|16|Bristol|Kingsdown, St Pauls, St Phillips, St Agnes
BS3|51.439|-2.603|36|Bristol|Bedminster, Southville, Bower Ashton, Totterdown, Windmill Hill
BS4|51.436|-2.564|48|Bristol|Brislington, Knowle, Knowle West, St Annes, Totterdown
BS5|51.462|-2.553|52|Bristol|Easton, St George, Whitehall
BS6|51.47|-2.598|34|Bristol|Redland, Montpelier, Westbury Park
BS7|51.487|-2.582|41|Bristol|Bishopston, Horfield, Filton
BS8|51.458|-2.62|26|Bristol|Clifton, Hotwells
BS9|51.488|-2.625|31|Bristol|Coombe Dingle, Sneyd Park, Stoke Bishop, Westbury on Trym, Henleaze, Bristol
BS10|51.506|-2.612|28|Bristol|Brentry, Henbury, Southmead
BS11|51.499|-2.678|17|Bristol|Avonmouth, Shirehampton
BS13|51.412|-2.612|30|Bristol|Bedminster Down, Bishopsworth, Hartcliffe, Withywood
BS14|51.413|-2.563|29|Bristol|Hengrove, Stockwood, Whitchurch, Withywood
BS15|51.455|-2.496|47|Bristol|Hanham, Kingswood
BS16|51.485|-2.512|76|Bristol|Downend, Fishponds, Frenchay
BS20|51.481|-2.757|30|North Somerset|Portishead
BS21|51.436|-2.851|23|North Somerset|Clevedon
BS22|51.361|-2.928|38|North Somerset|Kewstoke, Weston-super-Mare, Worle
BS23|51.344|-2.97|34|North Somerset|Uphill, Weston-super-Mare
BS24|51.331|-2.925|19|North Somerset|Bleadon, Hutton, Locking, Lympsham, Puxton, Weston-super-Mare, Wick St. Lawrence
BS25|51.321|-2.827|6|Somerset|Churchill, Winscombe, Sandford, Shipham
BS26|51.28|-2.851|5|Somerset|Axbridge, Compton Bishop, Loxton
BS27|51.272|-2.772|7|Somerset|Cheddar, Draycott
BS28|51.227|-2.815|3|Somerset|Wedmore
BS29|51.33|-2.873|3|Somerset|Banwell
BS30|51.446|-2.476|30|South Gloucestershire|Bitton, Cadbury Heath, Warmley, Wick
BS31|51.41|-2.493|20|Bath and North East Somerset|Chewton Keynsham, Keynsham, Saltford
BS32|51.541|-2.561|25|South Gloucestershire|Almondsbury, Bradley Stoke
BS34|51.525|-2.568|30|South Gloucestershire|Filton, Little Stoke, Patchway, Stoke Gifford
BS35|51.597|-2.549|22|South Gloucestershire|Alveston, Rudgeway, Thornbury
BS36|51.526|-2.488|16|South Gloucestershire|Frampton Cotterell, Winterbourne
BS37|51.54|-2.418|38|South Gloucestershire|Chipping Sodbury, Yate
BS39|51.328|-2.533|15|Bath and North East Somerset|Clutton, Temple Cloud
BS40|51.347|-2.693|13|Bath and North East Somerset|Chew Valley, Chew Magna, Chew Stoke, Wrington
BS41|51.424|-2.654|6|North Somerset|Long Ashton
BS48|51.427|-2.75|23|North Somerset|Backwell, Nailsea
BS49|51.382|-2.816|12|North Somerset|Congresbury, Yatton
BT1|54.6|-5.928|2|Belfast|Belfast
BT2|54.593|-5.931|1|Belfast|Belfast
BT3|54.619|-5.905|0|Belfast|Belfast
BT4|54.603|-5.868|26|Belfast|Belfast, Sydenham, Belmont, Stormont
BT5|54.589|-5.874|39|Belfast|Belfast, Castlereagh, Crossnacreevy, Gilnahirk, Knock
BT6|54.581|-5.898|30|Belfast|Belfast, Cregagh, Knockbreda
BT7|54.583|-5.925|19|Belfast|Belfast, Ormeau
BT8|54.545|-5.908|29|Belfast|Belfast, Carryduff, Knockbreda, Newtownbreda
BT9|54.572|-5.95|29|Belfast|Belfast, Malone, Lisburn Road, Taughmonagh, Stranmillis
BT10|54.56|-5.986|13|Belfast|Belfast, Finaghy
BT11|54.576|-5.998|28|Belfast|Belfast, Andersonstown
BT12|54.592|-5.956|29|Belfast|Belfast, Falls Road, Sandy Row, The Village
BT13|54.606|-5.958|23|Belfast|Belfast, Shankill Road, Woodvale, Ballygomartin, Springmartin, Glencairn, Highfield
BT14|54.621|-5.962|32|Belfast|Belfast, Ballysillan, Upper Ballysillan
BT15|54.622|-5.932|27|Belfast|Belfast
BT16|54.591|-5.798|16|Belfast|Dundonald
BT17|54.553|-6.019|32|Belfast|Belfast, Derriaghy, Dunmurry, Hannahstown
BT18|54.64|-5.824|14|North Down|Holywood, Craigavad
BT19|54.651|-5.658|37|North Down|Bangor, Crawfordsburn, Groomsport, Helens Bay
BT20|54.659|-5.665|26|North Down|Bangor
BT21|54.641|-5.547|8|Ards|Donaghadee
BT22|54.503|-5.515|21|North Down|Newtownards, Ardkeen, Ballyhalbert, Ballywalter, Carrowdore, Cloughey, Greyabbey, Kircubbin, Millisle, Portaferry, Portavogie
BT23|54.572|-5.707|53|Ards|Newtownards, Ballygowan, Comber, Conlig, Killinchy, Moneyrea
BT24|54.418|-5.872|17|Down|Ballynahinch, Drumaness, Saintfield
BT25|54.396|-6.115|15|Banbridge|Dromore, Dromara, Finnis, Waringsford
BT26|54.454|-6.063|9|Lisburn|Hillsborough, Annahilt, Culcavy
BT27|54.509|-6.024|21|Lisburn|Lisburn, Cargacreevy, Drumalig, Drumbo, Hilden, Hillhall, Lambeg
BT28|54.522|-6.085|40|Lisburn|Lisburn
BT29|54.621|-6.198|13|County Antrim|Belfast, Crumlin, Aldergrove, Dundrod, Glenavy, Nutts Corner
BT30|54.333|-5.703|34|Down|Downpatrick, Ardglass, Ballyhornan, Ballykinler, Castleward, Clough, Crossgar, Kilclief, Killard, Killough, Killyleagh, Loughinisland, Seaforde, Strangford, Toye
BT31|54.277|-5.969|9|Down|Castlewellan, Ballyward
BT32|54.336|-6.247|24|Banbridge|Banbridge, Annaclone, Ballinaskeagh, Ballyroney, Corbet, Katesbridge, Lenaderg, Loughbrickland, Seapatrick
BT33|54.223|-5.891|11|Down|Newcastle, Bryansford, Dundrum
BT34|54.153|-6.182|60|Newry and Mourne|Newry, Annalong, Ballymartin, Cabra, Hilltown, Kilcoo, Kilkeel, Mayobridge, Poyntzpass, Rathfriland, Rostrevor, Warrenpoint
BT35|54.165|-6.44|43|Newry and Mourne|Jerrettspass, Bessbrook, Camlough, Crossmaglen, Belleek, Newtownhamilton
BT36|54.678|-5.96|45|Newtownabbey|Newtownabbey, Mossley, Glengormley
BT37|54.677|-5.908|26|Newtownabbey|Newtownabbey
BT38|54.729|-5.801|40|Carrickfergus|Carrickfergus, Ballycarry, Greenisland, Kilroot, Whitehead
BT39|54.745|-6.018|23|Newtownabbey|Ballyclare, Ballynure, Doagh, Parkgate, Straid, Templepatrick
BT40|54.847|-5.823|26|Larne|Larne, Ballygally, Gleno, Glynn, Islandmagee, Kilwaughter, Magheramorne, Millbrook
BT41|54.732|-6.254|40|Antrim|Antrim, Dunadry, Muckamore, Randalstown, Toomebridge
BT42|54.855|-6.277|34|Ballymena|Broughshane, Cullybackey, Galgorm, Kells
BT43|54.89|-6.266|22|Ballymena|Cargan, Knockanully
BT44|54.973|-6.284|25|Ballymena|Portglenone, Carnlough, Glenarm, Clogh Mills, Rasharkin, Glenariff, Waterfoot, Cushendun, Cushendall, Dunloy, Loughguile, Glarryford
BT45|54.76|-6.639|35|Magherafelt|Magherafelt, Ballyronan, Bellaghy, Castledawson, Desertmartin, Draperstown, Knockloughrim, Moneymore, Tobermore, Fallalea, Fallaghloon
BT46|54.866|-6.663|11|Magherafelt|Maghera, Lisnamuck, Swatragh, Upperlands
BT47|54.981|-7.232|60|Derry|Derry, Waterside, Claudy, Feeny, Dungiven, Eglinton, Park, New Buildings
BT48|55.009|-7.328|59|Derry|Derry, Cityside, Ballynagard, Coshquin, Rosemount, The Collon, Culmore
BT49|55.048|-6.952|22|Limavady|Limavady, Ballykelly
BT51|55.061|-6.683|25|Coleraine|Coleraine, Aghadowey, Articlave, Bellany, Blackhill, Castlerock, Castleroe, Garvagh, Kilrea, Macosquin, Ringsend
BT52|55.134|-6.656|17|Coleraine|Coleraine, Ballyvelton, Cloyfin
BT53|55.085|-6.477|25|Ballymoney|Ballymoney, Dervock, Armoy, Ballybogy
BT54|55.203|-6.257|8|Moyle|Ballycastle, Ballintoy, Ballypatrick, Ballyvoy, Cape Castle, Glenshesk, Maghercashel, Maghernahar, Moyarget, Torr, Rathlin Island
BT55|55.18|-6.71|8|Coleraine|Portstewart
BT56|55.198|-6.651|7|Coleraine|Portrush, Craigahullier, Urbalreagh
BT57|55.203|-6.519|4|Moyle|Bushmills, Castlecatt, Dunseverick, Portballintrae
BT60|54.293|-6.648|30|Armagh|Killylea, Tynan, Belcoo, Middletown, Keady, Darkley, Markethill, Kingsmills
BT61|54.367|-6.626|16|Armagh|Armagh, Collone, Hamiltonsbawn, Kilmore, Loughgall, Richhill
BT62|54.413|-6.464|31|Craigavon|Craigavon, Portadown, Tandragee, Clare, Scotch Street
BT63|54.408|-6.393|19|Craigavon|Gilford, Laurencetown, Portadown, Scarva
BT64|54.449|-6.389|2|Craigavon|Craigavon, Knockmenagh, Mandeville
BT65|54.445|-6.366|8|Craigavon|Craigavon, Drumgor, Legaghory, Tullygally, Brownlow
BT66|54.455|-6.334|32|Craigavon|Derryadd, Derrytrasna, Dollingstown, Donaghcloney, Lurgan, Waringstown
BT67|54.487|-6.269|24|Craigavon|Aghagallon, Aghalee, Gawley's Gate, Lurgan, Magheralin, Moira
BT68|54.364|-6.848|1|Dungannon and South Tyrone|Caledon, Minterburn
BT69|54.42|-6.949|2|Dungannon and South Tyrone|Aughnacloy, Carnteel
BT70|54.515|-6.882|21|Dungannon and South Tyrone|Dungannon, Ballygawley, Cappagh, Castlecaulfield, Donaghmore, Galbally, Garvaghy, Pomeroy, Rock, Seskilgreen
BT71|54.513|-6.706|39|Dungannon and South Tyrone|Dungannon, Benburb, Blackwatertown, Bush, Coalisland, Killycolpy, Ardboe, Moygashel, Stewartstown
BT74|54.345|-7.663|17|Fermanagh|Enniskillen, Boho
BT75|54.375|-7.314|3|Fermanagh|Fivemiletown, Clabby
BT76|54.42|-7.192|2|Dungannon and South Tyrone|Clogher
BT77|54.429|-7.12|1|Dungannon and South Tyrone|Augher
BT78|54.573|-7.372|29|Omagh|Omagh, Dromore, Drumquin, Eskra, Fintona, Killynure, Newtownstewart, Seskanore, Trillick
BT79|54.622|-7.205|26|Omagh|Omagh, Drumlea, Glengawna, Gortin, Mountfield, Plumbridge, Rosnamuck, Sheskinshule, Sixmilecross
BT80|54.646|-6.744|23|Cookstown|Cookstown, Coagh, Tullyhogue
BT81|54.696|-7.612|8|Strabane|Castlederg, Aghyaran, Clare, Garvetagh, Killen, Killeter, Mournebeg, Scraghey, Spamount
BT82|54.826|-7.431|26|Strabane|Strabane, Artigarvan, Ballymagorry, Bready, Clady, Douglas Bridge, Dunamanagh, Sion Mills, Victoria Bridge
BT92|54.224|-7.464|15|Fermanagh|Lisnaskea, Florencecourt, Derrylin, Newtownbutler
BT93|54.468|-7.826|10|Fermanagh|Belleek, Belcoo, Kesh, Derrygonnelly, Garrison
BT94|54.377|-7.537|15|Fermanagh|Irvinestown, Ballinamallard, Brookeborough, Tempo, Maguiresbridge, Lisbellaw
CA1|54.887|-2.918|25|Carlisle|Carlisle East
CA2|54.885|-2.951|40|Carlisle|Carlisle South West
CA3|54.906|-2.94|14|Carlisle|Carlisle North
CA4|54.857|-2.821|9|Carlisle|Warwick Bridge, Wetheral, Cumwhinton, Armathwaite
CA5|54.821|-3.212|7|Carlisle|Dalston, Burgh by Sands
CA6|54.987|-2.868|9|Carlisle|Longtown, Bewcastle
CA7|54.808|-3.235|23|Allerdale|Wigton, Silloth, Aspatria, Caldbeck, Hesket Newmarket
CA8|54.94|-2.688|10|Carlisle|Brampton, Gilsland, Greenhead, Slaggyford
CA9|54.801|-2.417|2|Eden|Alston, Garrigill, Nenthead
CA10|54.613|-2.663|14|Eden|Penrith Carleton Hall area, Shap, Tebay, Langwathby, Lazonby, Pooley Bridge
CA11|54.665|-2.783|22|Eden|Penrith, Stainton, Mungrisdale, Glenridding, Patterdale
CA12|54.602|-3.135|8|Allerdale|Keswick, Seatoller, Braithwaite, Bassenthwaite, Threlkeld
CA13|54.66|-3.368|15|Allerdale|Cockermouth, Lorton, Buttermere
CA14|54.635|-3.539|36|Allerdale|Workington, Distington, Seaton
CA15|54.712|-3.482|16|Allerdale|Maryport, Dearham, Flimby, Allonby
CA16|54.574|-2.485|6|Eden|Appleby-in-Westmorland
CA17|54.48|-2.35|5|Eden|Kirkby Stephen, Brough, Ravenstonedale
CA18|54.355|-3.391|0|Copeland|Ravenglass
CA19|54.387|-3.386|1|Copeland|Holmrook, Santon Bridge, Eskdale
CA20|54.41|-3.464|3|Copeland|Seascale, Sellafield, Gosforth, Wasdale Head
CA21|54.445|-3.517|1|Copeland|Beckermet
CA22|54.48|-3.532|9|Copeland|Egremont, Thornhill
CA23|54.514|-3.494|1|Copeland|Ennerdale Bridge
CA24|54.515|-3.543|1|Copeland|Moor Row
CA25|54.522|-3.519|6|Copeland|Cleator Moor
CA26|54.545|-3.485|4|Copeland|Frizington, Croasdale
CA27|54.491|-3.593|2|Copeland|Saint Bees
CA28|54.544|-3.58|29|Copeland|Whitehaven, Sandwith
CB1|52.186|0.168|49|Cambridge|Cambridge (Central and South), Teversham
CB2|52.172|0.13|18|Cambridge|Cambridge (West)
CB3|52.214|0.033|16|Cambridge|Cambridge (North-West), Girton
CB4|52.244|0.118|42|Cambridge|Cambridge (North)
CB5|52.234|0.199|12|Cambridge|Cambridge (East)
CB6|52.403|0.225|38|East Cambridgeshire|Aldreth, Apes Hall, Chettisham, Coveney, Ely, Haddenham, Little Downham, Little Thetford, Littleport, Mepal, Pymore, Stretham, Sutton, Wardy Hill, Wentworth, Wilburton, Witcham, Witchford
CB7|52.371|0.311|27|East Cambridgeshire|Barway, Brandon Bank, Brandon Creek, Broad Hill, Chippenham, Down Field, Ely, Fordham, Isleham, Prickwillow, Queen Adelaide, River Bank, Soham, Stuntney, Upware, Wicken
CB8|52.233|0.421|33|Forest Heath|Ashley, Brinkley, Burrough End, Burrough Green, Carlton, Cheveley, Clopton Green, Cowlinge, Dalham, Denston, Ditton Green, Dullingham, Dunstall Green, Exning, Gazeley, Great Bradley, Kennett, Kentford, Kirtling, Kirtling Green, Lady's Green, Landwade, Lidgate, Moulton, Newmarket, Ousden, Saxon Street, Six Mile Bottom, Snailwell, Stetchworth, Stradishall, Thorns, Upend, Westley Waterless
CB9|52.083|0.44|33|St Edmundsbury|Barnardiston, Great Thurlow, Great Wratting, Haverhill, Helions Bumpstead, Kedington, Little Bradley, Little Thurlow, Little Wratting, Steeple Bumpstead, Sturmer, Withersfield
CB10|52.029|0.259|14|Uttlesford|Ashdon, Church End, Great Chesterford, Great Sampford, Hempstead, Hinxton, Howlett End, Ickleton, Little Chesterford, Little Sampford, Little Walden, Radwinter, Red Oaks Hill, Saffron Walden, Sewards End, Wimbish, Wimbish Green
CB11|52.002|0.214|18|Uttlesford|Arkesden, Audley End, Clavering, Debden, Debden Green, Duddenhoe End, Elmdon, Langley, Littlebury, Littlebury Green, Newport, Pond Street, Quendon, Rickling, Rickling Green, Shortgrove, Starling's Green, Strethall, Upper Green, Wendens Ambo, Wicken Bonhunt, Widdington
CB21|52.13|0.279|15|South Cambridgeshire|Fulbourn, Great Wilbraham, Little Wilbraham, West Wratting, Weston Colville, Teversham, Abington, Hildersham, Barlow, Hadstock, Horseheath, Shudy Camps, West Wickham, Castle Camps, Balsham, Linton
CB22|52.133|0.136|24|South Cambridgeshire|Babraham, Sawston, Pampisford, Duxford, Whittlesford, Great Shelford, Little Shelford, Stapleford, Harston, Barrington, Hauxton, Newton, Foxton
CB23|52.217|-0.023|31|South Cambridgeshire|Cambourne, Barton, Comberton, Harlton, Great Eversden, Little Eversden, Bourn, Highfields Caldecote, Coton, Haslingfield, Kingston, Hardwick, Toft, Longstowe, Madingley, Dry Drayton, Papworth Everard, Lolworth, Bar Hill, Elsworth, Knapwell, Conington, Boxworth, Caxton, Papworth Saint Agnes
CB24|52.275|0.085|33|South Cambridgeshire|Histon, Impington, Oakington, Longstanton, Willingham, Swavesey, Over, Fen Drayton, Milton, Rampton, Cottenham
CB25|52.257|0.246|18|South Cambridgeshire|Cottenham, Landbeach, Rampton, Histon, Impington, Burwell, Swaffham Bulbeck, Swaffham Prior, Stow-Cum-Quy, Bottisham, Lode, Waterbeach, Horningsea, Chittering
CF3|51.518|-3.119|42|Cardiff|Rumney, Trowbridge, Llanrumney, St Mellons, Castleton, Marshfield
CF5|51.483|-3.241|66|Cardiff|Ely, Caerau, St Fagans, Culverhouse Cross, Canton, Leckwith, Fairwater, Danescourt, Llandaff, Riverside, Wenvoe, Peterston Super Ely, St Georges Super Ely, Michaelston
CF10|51.474|-3.177|15|Cardiff|Cardiff city centre, Grangetown, Cardiff Bay, Butetown
CF11|51.471|-3.192|36|Cardiff|Cardiff city centre, Canton, Cardiff Bay, Grangetown
CF14|51.52|-3.203|78|Cardiff|Whitchurch, Thornhill, Lisvane, Rhiwbina, Pantmawr, Gabalfa, Heath, Llandaff North
CF15|51.534|-3.271|18|Cardiff|Pentyrch, Gwaelod-y-Garth, Creigiau, Radyr, Morganstown, Tongwynlais, Taffs Well, Nantgarw
CF23|51.514|-3.145|47|Cardiff|Llanishen, Cyncoed, Pentwyn, Penylan, Pontprennau, Old St Mellons
CF24|51.485|-3.166|55|Cardiff|Cardiff city centre, Cathays, Roath, Plasnewydd, Splott, Adamsdown
CF31|51.508|-3.575|45|Bridgend|Bridgend, Brackla, Coity, Pen-y-Fai
CF32|51.558|-3.583|30|Bridgend|Cefn Cribwr, Laleston, Merthyr Mawr, Ogmore Vale, Tondu, Sarn, Ynysawdre, St Brides Minor, Pontycymer, Llangeinor, Garw Valley, Blaengarw, Blackmill, Bettws, Aberkenfig, St Brides Major
CF33|51.525|-3.687|15|Bridgend|Cornelly, Pyle
CF34|51.611|-3.653|21|Bridgend|Maesteg, Llangynwyd, Caerau, Nantyffyllon
CF35|51.521|-3.527|16|Bridgend|Pencoed, Coychurch, Llangan, Ewenny
CF36|51.484|-3.7|16|Bridgend|Porthcawl, Nottage, Newton
CF37|51.602|-3.334|38|Rhondda Cynon Taf|Pontypridd, Cilfynydd, Glyncoch, Graig, Treforest, Hopkinstown, Trallwng, Maesycoed, Pwllgwaun, Hawthorn, Rhydfelen, Trehafod, Ynysybwl, Coed-y-Cwm
CF38|51.561|-3.333|23|Rhondda Cynon Taf|Llantwit Fardre, Church Village, Tonteg, Efail Isaf, Beddau, Ty Nant
CF39|51.602|-3.426|29|Rhondda Cynon Taf|Porth, Llwyncelyn, Cymmer, Glynfach, Trebanog, Ynyshir, Wattstown, Dinas, Tonyrefail, Coed Ely, Thomastown, Gilfach Goch, Evanstown
CF40|51.621|-3.453|21|Rhondda Cynon Taf|Tonypandy, Trealaw, Penygraig, Dinas, Williamstown, Cwm Clydach, Llwynypia, Penrhiwfer
CF41|51.648|-3.483|11|Rhondda Cynon Taf|Pentre, Ton Pentre, Ystrad, Gelli
CF42|51.667|-3.522|13|Rhondda Cynon Taf|Treorchy, Cwmparc, Ynyswen, Treherbert, Blaencwm, Blaenrhondda
CF43|51.657|-3.45|12|Rhondda Cynon Taf|Ferndale, Blaenllechau, Tylorstown, Penrhys, Pontygwaith, Stanleytown, Maerdy
CF44|51.717|-3.457|39|Rhondda Cynon Taf|Aberdare, Cwmaman, Aberaman, Llwydcoed, Cwmbach, Hirwaun, Penywaun, Rhigos, Penderyn
CF45|51.67|-3.363|20|Rhondda Cynon Taf|Mountain Ash, Abercynon, Penrhiwceiber
CF46|51.664|-3.301|14|Merthyr Tydfil|Treharris, Quakers Yard, Bedlinog, Nelson
CF47|51.751|-3.375|22|Merthyr Tydfil|Merthyr Tydfil, Gurnos, Penydarren
CF48|51.743|-3.371|27|Merthyr Tydfil|Cyfarthfa, Pant, Merthyr Vale, Troed-y-rhiw, Vaynor, Pentrebach
CF61|51.409|-3.481|10|Vale of Glamorgan|Llantwit Major, Llan-maes
CF62|51.404|-3.309|42|Vale of Glamorgan|Barry, Rhoose, St Athan, Llancarfan, Barry Island
CF63|51.411|-3.26|22|Vale of Glamorgan|Barry, Cadoxton, Barry Docks
CF64|51.435|-3.188|36|Vale of Glamorgan|Penarth, Dinas Powys, Sully, Llandough
CF71|51.457|-3.465|9|Vale of Glamorgan|Cowbridge, St Brides Major, Welsh St Donats, Pendoylan, Llandow, Colwinston, Llanblethian, Penllyn, Llanfair
CF72|51.53|-3.4|26|Rhondda Cynon Taf|Pontyclun, Llantrisant, Llanharan, Talbot Green, Brynsadler, Miskin, Brynna, Llanharry
CF81|51.7|-3.244|16|Caerphilly|Bargoed, Aberbargoed, Darran Valley, Gilfach, Pontlottyn
CF82|51.65|-3.237|20|Caerphilly|Hengoed, Cefn Hengoed, Ystrad Mynach, Gelligaer, Maesycwmmer
CF83|51.586|-3.22|55|Caerphilly|Caerphilly, Abertridwr, Senghenydd, Bedwas, Trethomas, Machen, Llanbradach, Pwllypant, Penyrheol, Energlyn, Trecenydd, Rudry
CH1|53.199|-2.9|31|Cheshire West and Chester|Blacon, Chester, Higher Ferry, Capenhurst, Backford
CH2|53.216|-2.871|34|Cheshire West and Chester|Backford, Chester, Elton, Hoole, Ince, Mickle Trafford, Moston
CH3|53.168|-2.826|32|Cheshire West and Chester|Boughton, Chester, Huntington, Mouldsworth, Tarvin, Tattenhall, Farndon
CH4|53.17|-2.938|33|Cheshire West and Chester|Chester, Handbridge, Lache, Pulford, Penyffordd, Broughton, Saltney
CH5|53.205|-3.039|42|Flintshire|Connah's Quay, Shotton, Queensferry, Sealand, Sandycroft, Dobshill, Ewloe
CH6|53.249|-3.145|17|Flintshire|Flint, Oakenholt, Flint Mountain, The Nant, Bagillt
CH7|53.17|-3.134|50|Flintshire|Buckley, Leeswood, Treuddyn, Llanarmon-yn-Ial, Caerwys, Mold, Northop Hall, Drury
CH8|53.282|-3.242|20|Flintshire|Holywell, Milwr, Holway, Carmel, Lloc, Bryn Celyn, Greenfield, Halkyn, Lixwm, Talacre
CH41|53.395|-3.031|19|Wirral|Birkenhead, Claughton, Seacombe, Tranmere, Woodside
CH42|53.375|-3.022|31|Wirral|Birkenhead, Oxton, Prenton, Rock Ferry
CH43|53.383|-3.06|39|Wirral|Bidston, Noctorum, Oxton, Prenton
CH44|53.416|-3.037|30|Wirral|Egremont, Liscard, Poulton, Seacombe, Wallasey
CH45|53.428|-3.051|31|Wirral|New Brighton, Wallasey, Wallasey Village
CH46|53.404|-3.111|25|Wirral|Leasowe, Moreton
CH47|53.396|-3.17|11|Wirral|Hoylake, Meols, Saughall Massie, West Kirby
CH48|53.373|-3.171|15|Wirral|Caldy, Frankby, Grange, Greasby, Hoylake, Meols, Newton, Saughall Massie, West Kirby
CH49|53.381|-3.103|29|Wirral|Greasby, Landican, Upton, Woodchurch
CH60|53.327|-3.096|13|Wirral|Gayton, Heswall
CH61|53.347|-3.102|17|Wirral|Barnston, Heswall, Irby, Pensby, Thingwall, Thurstaston
CH62|53.336|-2.982|29|Wirral|Bromborough, Eastham, New Ferry, Port Sunlight, Spital
CH63|53.346|-3.011|31|Wirral|Bebington, Brimstage, Bromborough, Clatterbridge, Higher Bebington, Raby, Raby Mere, Spital, Storeton, Thornton Hough
CH64|53.288|-3.049|19|Cheshire West and Chester|Little Neston, Ness, Neston, Parkgate, Puddington, Willaston
CH65|53.278|-2.902|26|Cheshire West and Chester|Ellesmere Port, Great Sutton, Whitby, Wolverham
CH66|53.278|-2.936|35|Cheshire West and Chester|Childer Thornton, Ellesmere Port, Great Sutton, Hooton, Ledsham, Little Sutton, Overpool, Whitby
CM0|51.66|0.833|16|Maldon|Southminster, Bradwell, Tillingham, Asheldham, Dengie, Burnham-on-Crouch
CM1|51.745|0.466|63|Chelmsford|Chelmsford, Writtle
CM2|51.724|0.485|58|Chelmsford|Chelmsford
CM3|51.715|0.587|54|Chelmsford|Hatfield Peverel, South Woodham Ferrers, Boreham, Maylandsea
CM4|51.675|0.389|10|Brentwood|Blackmore, Fryerning, Ingatestone, Stock
CM5|51.718|0.248|11|Epping Forest|Chipping Ongar, High Ongar, Bobbingworth, Moreton, The Lavers, The Rodings
CM6|51.878|0.373|25|Uttlesford|Great Dunmow, Felsted
CM7|51.886|0.548|49|Braintree|Braintree
CM8|51.805|0.639|33|Braintree|Witham
CM9|51.739|0.696|33|Maldon|Maldon, Tollesbury, Tolleshunt D'Arcy, Tolleshunt Knights
CM11|51.624|0.443|19|Basildon|Billericay (East), Great Burstead
CM12|51.627|0.415|20|Basildon|Billericay (West)
CM13|51.616|0.334|25|Brentwood|Brentwood, East Horndon, Great Warley, Herongate, Hutton, Ingrave, Little Warley, West Horndon
CM14|51.619|0.295|19|Brentwood|Brentwood
CM15|51.641|0.304|23|Brentwood|Brentwood, Doddinghurst, Kelvedon Hatch, Mountnessing, Shenfield, Stondon Massey
CM16|51.7|0.119|22|Epping Forest|Epping, Theydon Bois
CM17|51.772|0.141|21|Harlow|Harlow, Old Harlow, Matching, Matching Tye, Matching Green
CM18|51.757|0.105|24|Harlow|Harlow
CM19|51.761|0.074|19|Harlow|Harlow, Roydon
CM20|51.775|0.101|21|Harlow|Harlow
CM21|51.812|0.148|11|East Hertfordshire|Sawbridgeworth
CM22|51.864|0.217|14|East Hertfordshire|Bishop's Stortford, Sheering
CM23|51.871|0.159|40|East Hertfordshire|Bishop's Stortford
CM24|51.898|0.207|7|Uttlesford|Stansted Mountfitchet
CM77|51.868|0.553|15|Braintree|Braintree, Great Notley, Rayne
CO1|51.883|0.894|15|Colchester|Colchester
CO2|51.871|0.895|35|Colchester|Colchester
CO3|51.885|0.859|29|Colchester|Colchester
CO4|51.907|0.921|48|Colchester|Colchester
CO5|51.814|0.822|28|Colchester|Colchester
CO6|51.933|0.793|29|Colchester|Colchester
CO7|51.881|1.003|33|Colchester|Wivenhoe, Great Bentley
CO8|51.973|0.767|2|Colchester|Bures
CO9|51.969|0.61|25|Braintree|Halstead
CO10|52.054|0.727|47|Babergh|Sudbury
CO11|51.943|1.075|13|Tendring|Manningtree
CO12|51.932|1.256|22|Tendring|Harwich
CO13|51.838|1.238|12|Tendring|Frinton-on-Sea
CO14|51.85|1.268|7|Tendring|Walton on the Naze
CO15|51.797|1.155|43|Tendring|Clacton-on-Sea
CO16|51.819|1.125|24|Tendring|Clacton-on-Sea
CR0|51.373|-0.078|154|Croydon|Croydon, Addiscombe, Shirley, Addington, New Addington, Forestdale, Waddon
CR2|51.345|-0.095|48|Croydon|South Croydon, Sanderstead, Selsdon, Addington
CR3|51.298|-0.097|29|Croydon|Caterham, Whyteleafe, Chaldon, Woldingham
CR4|51.403|-0.145|58|Merton|Mitcham, Beddington Corner
CR5|51.313|-0.141|29|Croydon|Coulsdon, Chipstead, Woodmansterne
CR6|51.304|-0.057|10|Croydon|Warlingham, Chelsham, Farleigh
CR7|51.393|-0.104|45|Croydon|Thornton Heath
CR8|51.336|-0.111|32|Croydon|Purley, Kenley
CT1|51.279|1.086|30|Canterbury|Canterbury
CT2|51.292|1.082|31|Canterbury|Sturry
CT3|51.278|1.208|17|Canterbury|Canterbury
CT4|51.228|1.068|17|Canterbury|Canterbury
CT5|51.354|1.035|33|Canterbury|Whitstable
CT6|51.364|1.129|39|Canterbury|Herne Bay
CT7|51.372|1.303|12|Thanet|Birchington
CT8|51.381|1.341|7|Thanet|Westgate-on-Sea
CT9|51.384|1.388|43|Thanet|Margate
CT10|51.363|1.429|25|Thanet|Broadstairs, St Peters
CT11|51.337|1.412|29|Thanet|Ramsgate
CT12|51.343|1.371|18|Thanet|Minster, Ramsgate
CT13|51.269|1.331|9|Dover|Sandwich
CT14|51.217|1.387|35|Dover|Deal
CT15|51.171|1.284|13|Dover|Dover
CT16|51.139|1.302|20|Dover|Dover
CT17|51.129|1.295|22|Dover|Dover
CT18|51.113|1.15|14|Folkestone|Hawkinge, Lyminge, Etchinghill, Capel-le-Ferne
CT19|51.088|1.169|29|Folkestone|Folkestone, Cheriton
CT20|51.08|1.165|23|Folkestone|Folkestone
CT21|51.073|1.078|17|Folkestone|Hythe
CV1|52.409|-1.508|31|Coventry|Coventry City Centre, Gosford Green, Hillfields, Spon End, Coventry University
CV2|52.423|-1.468|63|Coventry|Walsgrave, Wyken, Stoke, Bell Green, Wood End, Potters Green, Aldermans Green, Clifford Park, Woodway Park
CV3|52.394|-1.483|64|Coventry|Binley, Whitley, Willenhall, Cheylesmore, Styvechale, Finham, Fenside, Stoke Aldermoor, Green Lane, Ernesford Grange, Binley Woods
CV4|52.4|-1.556|33|Coventry|Tile Hill, Canley, Cannon Park, Lime Tree Park, Gibbet Hill, Westwood Heath, University of Warwick
CV5|52.412|-1.548|47|Coventry|Allesley, Allesley Park, Allesley Green, Earlsdon, Eastern Green, Whoberley, Chapelfields, Mount Nod, Brownshill Green
CV6|52.431|-1.507|86|Coventry|Holbrooks, Coundon, Radford, Longford, Rowley's Green, Whitmore Park, Hawkesbury
CV7|52.442|-1.559|28|Coventry|Exhall, Ash Green, Keresley, Meriden, Balsall Common, Berkswell, Corley, Arley, Ansty, Shilton, Fillongley
CV8|52.351|-1.547|31|Warwick|Kenilworth, Baginton, Bubbenhall, Brandon, Stoneleigh, Wolston, Ryton-on-Dunsmore, Ashow
CV9|52.584|-1.559|21|North Warwickshire|Atherstone, Mancetter, Grendon, Baddesley Ensor, Baxterley, Hurley, Witherley, Wood End, Twycross
CV10|52.526|-1.499|50|Nuneaton and Bedworth|Nuneaton, Weddington, Stockingford, Camp Hill, Galley Common, Grove Farm, Whittleford, Chapel End, Bermuda Village, Caldecote, Fenny Drayton, Hartshill, Ansley, Astley, Oldbury, Ridge Lane
CV11|52.52|-1.457|40|Nuneaton and Bedworth|Nuneaton town centre, Abbey Green, St Nicolas Park, Horeston Grange, Attleborough, Whitestone, Hill Top, Chilvers Coton, Caldwell, Burton Hastings, Bramcote
CV12|52.477|-1.474|32|Nuneaton and Bedworth|Bedworth, Bulkington
CV13|52.608|-1.418|11|Hinckley and Bosworth|Barlestone, Barton in the Beans, Bilstone, Cadeby, Carlton, Congerstone, Dadlington, Fenny Drayton, Higham on the Hill, Market Bosworth, Nailstone, Odstone, Osbaston, Shackerstone, Shenton, Stoke Golding, Sutton Cheney, Upton, Wellsborough
CV21|52.371|-1.272|35|Rugby|Rugby
CV22|52.358|-1.284|36|Rugby|Rugby
CV23|52.35|-1.305|22|Rugby|Brownsover, Dunchurch, Thurlaston, Princethorpe, Brinklow, Long Lawford, Stretton-under-Fosse, Monks Kirby
CV31|52.28|-1.527|32|Warwick|Leamington Spa, Royal Leamington Spa, Whitnash, Radford Semele
CV32|52.296|-1.532|33|Warwick|Leamington Spa, Royal Leamington Spa
CV33|52.238|-1.442|6|Warwick|Harbury
CV34|52.285|-1.585|31|Warwick|Warwick
CV35|52.233|-1.596|25|Warwick|Wellesbourne, Kineton
CV36|52.071|-1.63|9|Stratford-on-Avon|Shipston-on-Stour
CV37|52.188|-1.715|40|Stratford-on-Avon|Stratford-upon-Avon
CV47|52.237|-1.387|17|Stratford-on-Avon|Southam
CW1|53.1|-2.431|42|Cheshire East|Crewe
CW2|53.082|-2.446|41|Cheshire East|Crewe
CW3|53.004|-2.411|9|Cheshire East|Crewe
CW4|53.204|-2.34|9|Cheshire East|Holmes Chapel, Goostrey
CW5|53.063|-2.522|29|Cheshire East|Nantwich, Willaston
CW6|53.162|-2.667|12|Cheshire West and Chester|Tarporley
CW7|53.191|-2.527|31|Cheshire West and Chester|Winsford
CW8|53.254|-2.559|35|Cheshire West and Chester|Northwich
CW9|53.26|-2.504|33|Cheshire West and Chester|Northwich, Wincham, Pickmere
CW10|53.189|-2.449|15|Cheshire East|Middlewich
CW11|53.143|-2.365|22|Cheshire East|Sandbach
CW12|53.166|-2.216|29|Cheshire East|Congleton
DA1|51.447|0.209|53|Dartford|Dartford, Crayford, Barnes Cray
DA2|51.433|0.232|22|Dartford|Dartford, Stone, Joydens Wood, Wilmington, Bean
DA3|51.386|0.306|17|Dartford|Longfield, Hartley, Fawkham
DA4|51.393|0.231|9|Dartford|Dartford, South Darenth, Farningham, Eynsford
DA5|51.441|0.147|21|Bexley|Bexley, Albany Park, Joydens Wood
DA6|51.456|0.139|10|Bexley|Bexleyheath, Upton
DA7|51.465|0.143|35|Bexley|Bexleyheath, Barnehurst
DA8|51.476|0.18|35|Bexley|Erith, Northumberland Heath, Slade Green
DA9|51.448|0.281|13|Dartford|Greenhithe, Stone
DA10|51.444|0.3|7|Dartford|Swanscombe, Ebbsfleet
DA11|51.436|0.352|39|Gravesham|Gravesend, Northfleet
DA12|51.431|0.384|47|Gravesham|Gravesend
DA13|51.386|0.354|14|Gravesham|Meopham
DA14|51.426|0.11|22|Bexley|Sidcup, Foots Cray, Albany Park, Longlands
DA15|51.44|0.099|29|Bexley|Sidcup, Blackfen, Longlands, Lamorbey, Avery Hill
DA16|51.465|0.109|36|Bexley|Welling, Falconwood, East Wickham
DA17|51.487|0.15|17|Bexley|Belvedere, Lessness Heath
DA18|51.492|0.146|5|Bexley|Erith Marshes, Thamesmead
DD1|56.462|-2.977|14|Dundee|Dundee city centre
DD2|56.471|-3.028|42|Dundee|Lochee, Blackness, Ninewells, Menziehill, Charleston, Balgay, Ardler, Logie
DD3|56.482|-2.989|37|Dundee|St Marys, Downfield, Kirkton, Strathmartine, Coldside, Hilltown
DD4|56.482|-2.936|44|Dundee|Stobswell, Craigie, Pitkerro, Douglas, Fintry, Whitfield
DD5|56.479|-2.864|32|Dundee|Broughty Ferry, Barnhill, Monifieth
DD6|56.437|-2.927|9|Fife|Newport-on-Tay, Wormit, Balmerino, Gauldry, Tayport
DD7|56.503|-2.72|12|Angus|Carnoustie
DD8|56.656|-2.922|29|Angus|Forfar, Glamis, Kirriemuir
DD9|56.748|-2.667|11|Angus|Brechin
DD10|56.746|-2.431|22|Angus|Montrose, St Cyrus, Inverbervie, Gourdon
DD11|56.573|-2.598|29|Angus|Arbroath, Friockheim
DE1|52.919|-1.473|14|Derby|Derby city centre
DE3|52.915|-1.508|17|Derby|Mickleover
DE4|53.144|-1.586|33|Derbyshire Dales|Darley Dale, Beeley, Rowsley, Winster, Darley Bridge, Elton, Bonsall, Matlock, Matlock Bath, Cromford, Middleton-by-Wirksworth, Wirksworth, Bolehill, Crich, Holloway, Lea, Tansley
DE5|53.057|-1.426|22|Amber Valley|Codnor, Denby, Ripley
DE6|52.963|-1.667|26|Derbyshire Dales|Ashbourne, Hulland Ward, Weston Underwood
DE7|52.94|-1.343|50|Erewash|Horsley Woodhouse, Ilkeston, Morley, West Hallam
DE11|52.773|-1.557|44|South Derbyshire|Church Gresley, Hartshorne, Newhall, Swadlincote
DE12|52.728|-1.554|21|South Derbyshire|Appleby Magna, Linton, Measham, Overseal, Rosliston, Walton-on-Trent
DE13|52.808|-1.688|40|East Staffordshire|Alrewas, Barton-under-Needwood, Rolleston on Dove, Tutbury
DE14|52.807|-1.639|29|East Staffordshire|Branston, Burton upon Trent, Newton Solney, Winshill
DE15|52.8|-1.61|24|East Staffordshire|Bretby, Stapenhill, Burton upon Trent
DE21|52.932|-1.435|57|Derby|Chaddesden, Oakwood, Spondon, Breadsall, Horsley, Little Eaton
DE22|52.933|-1.498|46|Derby|Allestree, Darley Abbey, Mackworth Estate, Kedleston, Mackworth, Quarndon
DE23|52.9|-1.5|60|Derby|Heatherton Village, Littleover, Normanton, Pear Tree
DE24|52.891|-1.454|54|Derby|Allenton, Alvaston, Boulton, Osmaston, Shelton Lock, Sinfin, Wilmorton, Stenson Fields
DE45|53.214|-1.677|9|Derbyshire Dales|Ashford-in-the-Water, Bakewell, Baslow, Chatsworth, Edensor, Hassop, Monyash, Youlgreave
DE55|53.1|-1.372|51|Amber Valley|Swanwick, South Normanton, Riddings, Leabrooks, Somercotes, Tibshelf, Newton, Blackwell, Hilcote, Wessington, Higham, Stonebroom, Morton, Shirland, Alfreton, South Wingfield
DE56|53.021|-1.477|40|Amber Valley|Ambergate, Belper, Duffield, Heage, Holbrook, Kilburn, Milford
DE65|52.866|-1.62|23|South Derbyshire|Burnaston, Egginton, Etwall, Findern, Hatton, Hilton, Milton, Repton, Willington
DE72|52.894|-1.367|20|Erewash|Ambaston, Aston-on-Trent, Borrowash, Breaston, Church Wilne, Draycott, Elvaston, Ockbrook, Risley, Shardlow, Weston-on-Trent
DE73|52.849|-1.439|19|Derby|Chellaston, Barrow upon Trent, Ingleby, Melbourne, Stanton by Bridge, Swarkestone, Ticknall
DE74|52.849|-1.341|11|North West Leicestershire|Castle Donington, Hemington, Kegworth
DE75|53.012|-1.353|19|Amber Valley|Heanor, Loscoe
DG1|55.073|-3.585|27|Dumfries and Galloway|Dumfries
DG2|55.065|-3.657|24|Dumfries and Galloway|Dumfries
DG3|55.237|-3.799|5|Dumfries and Galloway|Thornhill
DG4|55.375|-3.955|5|Dumfries and Galloway|Sanquhar
DG5|54.922|-3.813|5|Dumfries and Galloway|Dalbeattie
DG6|54.837|-4.056|5|Dumfries and Galloway|Kirkcudbright
DG7|54.966|-4.009|12|Dumfries and Galloway|Castle Douglas
DG8|54.874|-4.514|13|Dumfries and Galloway|Newton Stewart
DG9|54.879|-5.023|16|Dumfries and Galloway|Stranraer
DG10|55.321|-3.439|4|Dumfries and Galloway|Moffat
DG11|55.115|-3.341|13|Dumfries and Galloway|Lockerbie
DG12|54.99|-3.251|13|Dumfries and Galloway|Annan
DG13|55.175|-3.033|3|Dumfries and Galloway|Langholm
DG14|55.08|-2.988|1|Dumfries and Galloway|Canonbie
DG16|54.997|-3.068|4|Dumfries and Galloway|Gretna
DH1|54.783|-1.563|50|County Durham|Durham
DH2|54.86|-1.598|31|County Durham|Chester-le-Street, Ouston, Pelton, Birtley
DH3|54.87|-1.569|26|County Durham|Chester-le-Street, Great Lumley, Birtley
DH4|54.853|-1.49|33|Sunderland|Houghton-le-Spring
DH5|54.825|-1.456|20|Sunderland|Houghton-le-Spring, Hetton-le-Hole
DH6|54.754|-1.465|33|County Durham|Thornley, Coxhoe
DH7|54.789|-1.662|41|County Durham|Brandon, Lanchester, Esh Winning, Burnhope, Langley Park, Sacriston, Ushaw Moor
DH8|54.853|-1.833|38|County Durham|Consett, Ebchester
DH9|54.868|-1.711|37|County Durham|Dipton, Stanley
DL1|54.528|-1.541|47|Darlington|Darlington East
DL2|54.528|-1.593|17|Darlington|Staindrop, Gainford, Darlington
DL3|54.531|-1.569|44|Darlington|Darlington West
DL4|54.631|-1.646|10|County Durham|Shildon
DL5|54.616|-1.577|29|County Durham|Newton Aycliffe, Heighington
DL6|54.368|-1.394|16|North Yorkshire|Northallerton East, Ingleby Cross
DL7|54.337|-1.479|16|North Yorkshire|Northallerton West
DL8|54.295|-1.785|18|North Yorkshire|Wensleydale, Bedale
DL9|54.376|-1.711|16|North Yorkshire|Catterick Garrison
DL10|54.413|-1.7|19|North Yorkshire|Richmond, Catterick, Brompton-upon-Swale, Scotch Corner
DL11|54.439|-1.871|5|North Yorkshire|Swaledale, Arkengarthdale
DL12|54.571|-1.983|13|County Durham|Barnard Castle, Bowes, Middleton-in-Teesdale
DL13|54.717|-1.952|14|County Durham|Stanhope, Frosterley, Wolsingham, Tow Law
DL14|54.653|-1.69|37|County Durham|Bishop Auckland, Evenwood
DL15|54.71|-1.729|22|County Durham|Crook, Willington
DL16|54.699|-1.604|20|County Durham|Spennymoor
DL17|54.681|-1.543|18|County Durham|Ferryhill, Chilton, Cornforth, Bishop Middleham
DN1|53.521|-1.118|9|Doncaster|Doncaster town centre
DN2|53.533|-1.104|25|Doncaster|Intake, Wheatley, Wheatley Hills, Doncaster
DN3|53.544|-1.065|30|Doncaster|Armthorpe, Barnby Dun, Branton, Edenthorpe, Kirk Sandall
DN4|53.506|-1.122|54|Doncaster|Balby, Belle Vue, Bessacarr, Cantley, Hexthorpe, Hyde Park, Warmsworth, Doncaster
DN5|53.537|-1.171|41|Doncaster|Arksey, Barnburgh, Bentley, Cusworth, Harlington, Scawsby, Scawthorpe, Sprotborough, Toll Bar
DN6|53.595|-1.177|31|Doncaster|Adwick-le-Street, Askern, Campsall, Moss, Norton, Sutton, Walden Stubbs, Woodlands
DN7|53.581|-1.018|25|Doncaster|Dunsville, Hatfield, Lindholme, Stainforth
DN8|53.615|-0.956|18|Doncaster|Thorne
DN9|53.506|-0.905|20|Doncaster|Epworth, Finningley, Haxey, Owston Ferry
DN10|53.427|-0.941|12|Doncaster|Bawtry, Misson, Misterton, Scrooby
DN11|53.45|-1.084|28|Doncaster|Harworth, New Rossington, Rossington, Tickhill, Wadworth
DN12|53.483|-1.224|24|Doncaster|Conisbrough, Denaby Main, New Edlington, Old Denaby, Old Edlington
DN14|53.708|-0.934|46|East Riding of Yorkshire|Goole, Howden, Rawcliffe, Carlton
DN15|53.61|-0.653|37|North Lincolnshire|Scunthorpe, Alkborough, Appleby, Burton upon Stather, Coleby, Dragonby, Flixborough, Gunness, High Risby, High Santon, Low Risby, Low Santon, Normanby, Roxby, Thealby, West Halton, Whitton, Wintringham, Winterton
DN16|53.568|-0.64|32|North Lincolnshire|Scunthorpe, Bottesford, Holme, Raventhorpe, Twigmoor
DN17|53.573|-0.703|37|North Lincolnshire|Scunthorpe, Althorpe, Amcotts, Bottesford Moor, Bottesford, Crowle, Derrythorpe, Ealand, East Butterwick, Eastoft, Garthorpe, Gunness, Keadby, Luddington, Messingham, North Ewster, Susworth, West Butterwick, Yaddlethorpe
DN18|53.682|-0.446|12|North Lincolnshire|Barton-upon-Humber
DN19|53.685|-0.365|6|North Lincolnshire|Barrow-upon-Humber
DN20|53.558|-0.504|19|North Lincolnshire|Brigg, Broughton, Hibaldstow, Scawby, Wrawby
DN21|53.417|-0.71|37|West Lindsey|Gainsborough
DN22|53.325|-0.93|36|Bassetlaw|Ranskill, Retford
DN31|53.571|-0.084|10|North East Lincolnshire|Grimsby
DN32|53.563|-0.071|30|North East Lincolnshire|Grimsby
DN33|53.541|-0.099|20|North East Lincolnshire|Grimsby
DN34|53.558|-0.112|19|North East Lincolnshire|Grimsby
DN35|53.556|-0.038|35|North East Lincolnshire|Cleethorpes
DN36|53.514|-0.04|19|North East Lincolnshire|Holton le Clay, Humberston, Ludborough, Marshchapel, New Waltham, North Cotes, North Thoresby, Tetney
DN37|53.551|-0.15|22|North East Lincolnshire|Ashby-cum-Fenby, Barnoldby-le-Beck, Beelsby, Bradley, Brocklesby, Great Coates, Great Limber, Irby-upon-Humber, Laceby, Waltham
DN38|53.56|-0.397|3|North Lincolnshire|Barnetby, Grasby, Searby, Somerby
DN39|53.617|-0.329|3|North Lincolnshire|Croxton, Kirmington, Ulceby, Wootton
DN40|53.622|-0.224|12|North Lincolnshire|North Killingholme, South Killingholme, Habrough, Immingham, East Halton
DN41|53.585|-0.196|6|North East Lincolnshire|Healing, Keelby, Stallingborough
DT1|50.712|-2.444|19|West Dorset|Dorchester
DT2|50.749|-2.45|25|West Dorset|Dorchester
DT3|50.641|-2.467|23|Weymouth and Portland|Weymouth
DT4|50.61|-2.463|37|Weymouth and Portland|Weymouth
DT5|50.549|-2.443|13|Weymouth and Portland|Portland
DT6|50.739|-2.775|22|West Dorset|Bridport
DT7|50.729|-2.946|5|West Dorset|Lyme Regis
DT8|50.815|-2.758|6|West Dorset|Beaminster
DT9|50.943|-2.517|21|West Dorset|Sherborne
DT10|50.937|-2.332|12|North Dorset|Sturminster Newton
DT11|50.861|-2.18|30|North Dorset|Blandford Forum
DY1|52.515|-2.094|32|Dudley|Dudley town centre, Woodsetton, Dudley
DY2|52.498|-2.083|34|Dudley|Dudley, Kates Hill, Netherton
DY3|52.53|-2.129|34|Dudley|Sedgley, Lower Gornal, Upper Gornal, Gornalwood, Himley, Swindon, Woodsetton
DY4|52.532|-2.054|43|Sandwell|Tipton, Tividale, Coseley
DY5|52.481|-2.123|42|Dudley|Brierley Hill, Pensnett, Quarry Bank
DY6|52.499|-2.164|28|Dudley|Kingswinford
DY7|52.465|-2.218|8|South Staffordshire|Kinver, Enville, Stourton
DY8|52.46|-2.154|50|Dudley|Stourbridge, Wollaston, Wordsley, Amblecote
DY9|52.438|-2.124|30|Dudley|Lye, Pedmore, Hagley
DY10|52.386|-2.229|36|Wyre Forest|Kidderminster
DY11|52.385|-2.26|30|Wyre Forest|Kidderminster
DY12|52.386|-2.324|12|Wyre Forest|Bewdley
DY13|52.337|-2.281|22|Wyre Forest|Stourport-on-Severn
DY14|52.381|-2.456|8|Shropshire|Cleobury Mortimer
E1|51.516|-0.06|70|Tower Hamlets|Aldgate, Bishopsgate, Whitechapel, Shoreditch, Spitalfields, Shadwell, Stepney, Mile End, Portsoken
E1W|51.511|-0.059|13|Tower Hamlets|Wapping
E2|51.53|-0.062|46|Tower Hamlets|Bethnal Green, Haggerston, Shoreditch, Cambridge Heath
E3|51.528|-0.026|52|Tower Hamlets|Bow, Bromley-by-Bow, Old Ford, Mile End, Three Mills
E4|51.624|-0.003|60|Waltham Forest|Chingford, Sewardstone, Highams Park
E5|51.559|-0.054|48|Hackney|Upper Clapton, Lower Clapton, Clapton, Leyton, Stoke Newington
E6|51.525|0.055|79|Newham|East Ham, Beckton, Upton Park, Barking
E7|51.548|0.026|55|Newham|Forest Gate, Stratford
E8|51.541|-0.065|39|Hackney|Hackney, Hackney Central, Dalston, London Fields
E9|51.542|-0.047|38|Hackney|Homerton, Hackney Wick, South Hackney, Hackney Marshes, Victoria Park
E10|51.569|-0.013|43|Waltham Forest|Leyton, Temple Mills, Hackney Marshes, Upper Clapton, Walthamstow Marshes
E11|51.567|0.012|55|Waltham Forest|Leytonstone, Wanstead, Aldersbrook, Snaresbrook, Cann Hall
E12|51.551|0.051|42|Newham|Manor Park, Little Ilford, Aldersbrook
E13|51.528|0.026|47|Newham|Plaistow, West Ham, Upton Park
E14|51.508|-0.021|83|Tower Hamlets|Poplar, Isle of Dogs, Limehouse, Canary Wharf, Blackwall, Cubitt Town
E15|51.539|0.001|52|Newham|Stratford, West Ham, Maryland, Leyton, Leytonstone, Temple Mills, Hackney Wick, Bow
E16|51.512|0.02|45|Newham|Silvertown, North Woolwich, Canning Town, Custom House, London City Airport
E17|51.586|-0.02|103|Waltham Forest|Walthamstow, Upper Walthamstow
E18|51.593|0.026|19|Redbridge|Woodford, South Woodford
E20|51.547|-0.01|0|Newham|Olympic Park, Stratford
EC1A|51.52|-0.104|1|City of London|St Bartholomew's Hospital
EC1M|51.521|-0.104|2|Islington|Clerkenwell, Farringdon
EC1N|51.52|-0.109|3|Camden|Hatton Garden
EC1R|51.525|-0.109|5|Islington|Finsbury, Finsbury Estate
EC1V|51.527|-0.099|13|Islington|Finsbury, Moorfields Eye Hospital
EC1Y|51.523|-0.093|4|Islington|St Luke's, Bunhill Fields
EC2A|51.523|-0.088|2|Hackney|Shoreditch
EC2M|51.518|-0.087|0|City of London|Broadgate, Liverpool Street
EC2N|51.516|-0.088|0|City of London|Old Broad Street, Tower 42
EC2R|51.516|-0.092|0|City of London|Bank of England
EC2V|51.516|-0.095|0|City of London|Guildhall
EC2Y|51.52|-0.096|3|City of London|Barbican
EC3A|51.515|-0.082|0|City of London|St Mary Axe, Aldgate
EC3M|51.512|-0.084|0|City of London|Leadenhall, Lloyd's of London, Fenchurch Street
EC3N|51.513|-0.08|0|Tower Hamlets|Tower Hill, Tower of London
EC3R|51.511|-0.085|0|City of London|Monument, Billingsgate
EC3V|51.513|-0.087|0|City of London|Royal Exchange, Lombard Street
EC4A|51.516|-0.109|0|City of London|Fetter Lane
EC4M|51.515|-0.101|0|City of London|St Paul's
EC4N|51.513|-0.093|0|City of London|Mansion House
EC4R|51.511|-0.092|0|City of London|Cannon Street
EC4V|51.513|-0.1|0|City of London|Blackfriars
EC4Y|51.514|-0.109|0|City of London|Temple
EH1|55.952|-3.192|6|Edinburgh|Old Town
EH2|55.953|-3.2|1|Edinburgh|New Town
EH3|55.953|-3.204|24|Edinburgh|New Town, West End, Tollcross, Fountainbridge
EH4|55.962|-3.256|54|Edinburgh|Dean Village, Comely Bank, Barnton, Cramond
EH5|55.975|-3.219|20|Edinburgh|Granton
EH6|55.971|-3.174|39|Edinburgh|Leith, Newhaven
EH7|55.96|-3.165|34|Edinburgh|Leith, Restalrig, Craigentinny
EH8|55.95|-3.166|24|Edinburgh|Southside, Newington, Canongate, Northfield, Mountcastle
EH9|55.933|-3.187|23|Edinburgh|Marchmont, Grange, Blackford
EH10|55.922|-3.211|33|Edinburgh|Bruntsfield, Morningside, Fairmilehead
EH11|55.933|-3.251|40|Edinburgh|Haymarket Station, Gorgie, Stenhouse, Sighthill
EH12|55.942|-3.274|39|Edinburgh|Haymarket, Murrayfield, Corstorphine
EH13|55.909|-3.243|15|Edinburgh|Colinton, Oxgangs
EH14|55.912|-3.281|40|Edinburgh|Slateford, Longstone, Wester Hailes, Juniper Green, Currie, Balerno
EH15|55.947|-3.113|21|Edinburgh|Portobello, Duddingston
EH16|55.924|-3.152|30|Edinburgh|Liberton, Cameron Toll, Craigmillar, Niddrie
EH17|55.908|-3.144|19|Edinburgh|Gilmerton, Moredun, Mortonhall
EH18|55.877|-3.122|2|Midlothian|Lasswade, Polton
EH19|55.873|-3.105|14|Midlothian|Bonnyrigg
EH20|55.879|-3.154|6|Midlothian|Loanhead
EH21|55.939|-3.047|25|East Lothian|Musselburgh, Wallyford, Whitecraig
EH22|55.885|-3.061|29|Midlothian|Dalkeith, Danderhall, Mayfield, Newtongrange
EH23|55.841|-3.052|8|Midlothian|Gorebridge
EH24|55.851|-3.135|2|Midlothian|Rosewell
EH25|55.858|-3.178|3|Midlothian|Roslin, Bilston
EH26|55.833|-3.224|17|Midlothian|Penicuik
EH27|55.891|-3.425|3|West Lothian|Kirknewton
EH28|55.929|-3.403|3|Edinburgh|Newbridge, Ratho
EH29|55.957|-3.395|4|Edinburgh|Kirkliston
EH30|55.983|-3.379|10|Edinburgh|South Queensferry
EH31|56.038|-2.821|3|East Lothian|Gullane
EH32|55.966|-2.953|19|East Lothian|Prestonpans, Cockenzie, Port Seton
EH33|55.942|-2.945|14|East Lothian|Tranent
EH34|55.911|-2.885|3|East Lothian|Pencaitland
EH35|55.912|-2.943|2|East Lothian|Ormiston
EH36|55.856|-2.853|0|East Lothian|Humbie
EH37|55.863|-2.966|2|Midlothian|Pathhead
EH38|55.785|-2.962|0|Midlothian|North Middleton, Heriot
EH39|56.048|-2.733|9|East Lothian|North Berwick
EH40|55.99|-2.651|2|East Lothian|East Linton
EH41|55.95|-2.777|12|East Lothian|Haddington
EH42|55.994|-2.525|11|East Lothian|Dunbar
EH43|55.624|-3.012|1|Scottish Borders|Walkerburn
EH44|55.621|-3.071|3|Scottish Borders|Innerleithen
EH45|55.654|-3.191|11|Scottish Borders|Peebles
EH46|55.734|-3.344|3|Scottish Borders|West Linton
EH47|55.861|-3.664|27|West Lothian|Whitburn, Bathgate, Fauldhouse, Stoneyburn
EH48|55.899|-3.661|36|West Lothian|Armadale, Bathgate
EH49|55.977|-3.603|17|West Lothian|Linlithgow
EH51|56.012|-3.605|15|Falkirk|Bo'ness
EH52|55.936|-3.489|20|West Lothian|Broxburn, Winchburgh
EH53|55.894|-3.478|10|West Lothian|Livingston, Mid Calder, Pumpherston
EH54|55.892|-3.525|55|West Lothian|Livingston
EH55|55.848|-3.574|9|West Lothian|West Calder
EN1|51.653|-0.071|46|Enfield|Enfield, Bush Hill Park, Bulls Cross, Enfield Town, Forty Hill
EN2|51.659|-0.092|30|Enfield|Enfield, Botany Bay, Clay Hill, Crews Hill, Bulls Cross, Enfield Chase, Enfield Town, Forty Hill
EN3|51.658|-0.042|57|Enfield|Enfield, Enfield Highway, Enfield Island Village, Enfield Lock, Enfield Wash, Ponders End
EN4|51.648|-0.163|26|Barnet|Hadley Wood, Cockfosters, East Barnet, New Barnet, Barnet
EN5|51.648|-0.191|38|Barnet|High Barnet, Arkley, Barnet
EN6|51.699|-0.18|29|Hertsmere|Potters Bar, South Mimms, Cuffley, Northaw
EN7|51.708|-0.065|22|Broxbourne|Cheshunt
EN8|51.696|-0.033|36|Broxbourne|Waltham Cross, Cheshunt
EN9|51.695|0.01|24|Epping Forest|Waltham Abbey
EN10|51.741|-0.021|17|Broxbourne|Broxbourne
EN11|51.764|-0.009|21|Broxbourne|Hoddesdon
EX1|50.727|-3.511|21|Exeter|Exeter city centre
EX2|50.712|-3.516|41|Exeter|Exeter, St Thomas, Countess Wear, Wonford
EX3|50.693|-3.46|5|Exeter|Exeter, Topsham
EX4|50.73|-3.527|55|Exeter|Exeter, Exwick, St Thomas, Beacon Heath, Redhills
EX5|50.755|-3.438|19|East Devon|Clyst St Mary, Woodbury
EX6|50.676|-3.593|14|Teignbridge|Haldon, Mamhead, Exminster
EX7|50.586|-3.471|13|Teignbridge|Dawlish
EX8|50.629|-3.403|37|East Devon|Exmouth
EX9|50.639|-3.324|7|East Devon|Budleigh Salterton
EX10|50.692|-3.246|17|East Devon|Sidmouth
EX11|50.747|-3.289|8|East Devon|Ottery St Mary
EX12|50.707|-3.081|9|East Devon|Seaton
EX13|50.774|-3.026|12|East Devon|Axminster
EX14|50.811|-3.2|21|East Devon|Honiton
EX15|50.876|-3.346|21|Mid Devon|Cullompton, Plymtree
EX16|50.921|-3.491|32|Mid Devon|Tiverton
EX17|50.81|-3.702|19|Mid Devon|Crediton
EX18|50.902|-3.887|3|North Devon|Chulmleigh
EX19|50.876|-3.999|4|Torridge|Winkleigh
EX20|50.751|-4.015|20|West Devon|Okehampton
EX21|50.804|-4.209|4|Torridge|Beaworthy
EX22|50.827|-4.367|11|Torridge|Holsworthy
EX23|50.825|-4.534|16|Cornwall|Bude, Coombe, Crackington Haven, Launcells, Poundstock, Stratton
EX24|50.738|-3.087|4|East Devon|Colyton
EX31|51.086|-4.067|25|North Devon|Barnstaple
EX32|51.073|-4.027|24|North Devon|Barnstaple
EX33|51.113|-4.166|10|North Devon|Braunton
EX34|51.199|-4.107|17|North Devon|Ilfracombe, Woolacombe
EX35|51.225|-3.829|2|North Devon|Lynmouth, Lynton
EX36|51.017|-3.798|9|North Devon|South Molton
EX37|50.979|-3.955|4|North Devon|Umberleigh
EX38|50.945|-4.151|8|Torridge|Torrington, Great Torrington
EX39|51.016|-4.243|37|Torridge|Bideford, Lundy Island
FK1|55.989|-3.793|29|Falkirk|Falkirk
FK2|56.005|-3.758|47|Falkirk|Bainsford, Polmont, Maddiston, Airth
FK3|56.012|-3.72|17|Falkirk|Grangemouth, Glensburgh
FK4|55.998|-3.907|13|Falkirk|Banknock, Bonnybridge, Haggs
FK5|56.025|-3.82|19|Falkirk|Larbert, Stenhousemuir, Torwood
FK6|56.022|-3.915|13|Falkirk|Denny, Fankerton, Stoneywood
FK7|56.099|-3.918|31|Stirling|Stirling, Bannockburn, Plean, Cowie
FK8|56.129|-4.035|18|Stirling|Stirling, Gargunnock
FK9|56.142|-3.941|14|Stirling|Bridge of Allan, Lecropt
FK10|56.115|-3.783|37|Clackmannanshire|Alloa, Clackmannan, Sauchie, Tullibody
FK11|56.15|-3.851|3|Clackmannanshire|Menstrie
FK12|56.152|-3.802|5|Clackmannanshire|Alva
FK13|56.15|-3.743|6|Clackmannanshire|Tillicoultry, Coalsnaughton, Devonside
FK14|56.163|-3.667|4|Clackmannanshire|Dollar, Glendevon, Burnfoot
FK15|56.2|-3.952|11|Stirling|Dunblane, Braco
FK16|56.191|-4.06|2|Stirling|Doune, Argaty, Buchany, Deanston
FK17|56.241|-4.22|4|Stirling|Callander
FK18|56.316|-4.317|0|Stirling|Callander, Strathyre
FK19|56.373|-4.312|1|Stirling|Lochearnhead
FK20|56.407|-4.611|0|Stirling|Crianlarich, Luib, Tyndrum
FK21|56.466|-4.321|1|Stirling|Killin, Ardeonaig, Auchmore, Clachaig, Glenlochay, Kinnell
FY1|53.816|-3.048|34|Blackpool|Blackpool
FY2|53.844|-3.04|25|Blackpool|Bispham, Blackpool
FY3|53.821|-3.023|32|Blackpool|Layton, Marton, Staining, Blackpool
FY4|53.792|-3.031|44|Blackpool|Blackpool, Blackpool Airport, Marton, South Shore
FY5|53.874|-3.024|45|Wyre|Thornton-Cleveleys, Thornton, Cleveleys
FY6|53.865|-2.981|28|Wyre|Poulton-le-Fylde, Hambleton, Knott End-on-Sea, Preesall, Singleton
FY7|53.917|-3.025|26|Wyre|Fleetwood
FY8|53.75|-3.006|44|Fylde|Lytham St Annes, Lytham, St Annes, Moss Side
G1|55.86|-4.249|7|Glasgow|Glasgow city centre, Merchant City
G2|55.864|-4.256|3|Glasgow|Glasgow city centre, Blythswood Hill
G3|55.866|-4.27|18|Glasgow|Anderston, Finnieston, Garnethill, Park, Woodlands, Yorkhill
G4|55.868|-4.252|13|Glasgow|Calton, Cowcaddens, Drygate, Kelvinbridge, Townhead, Woodlands, Woodside
G5|55.848|-4.254|11|Glasgow|Gorbals
G11|55.874|-4.313|21|Glasgow|Broomhill, Partick, Partickhill
G12|55.88|-4.302|24|Glasgow|West End, Cleveden, Dowanhill, Hillhead, Hyndland, Kelvindale, Botanic Gardens
G13|55.893|-4.347|33|Glasgow|Anniesland, Knightswood, Yoker
G14|55.88|-4.351|19|Glasgow|Whiteinch, Scotstoun
G15|55.91|-4.367|17|Glasgow|Drumchapel
G20|55.886|-4.282|31|Glasgow|Maryhill, North Kelvinside, Ruchill
G21|55.881|-4.223|29|Glasgow|Barmulloch, Cowlairs, Royston, Springburn, Sighthill
G22|55.89|-4.253|18|Glasgow|Milton, Possilpark
G23|55.902|-4.285|7|Glasgow|Lambhill, Summerston
G31|55.856|-4.209|24|Glasgow|Dennistoun, Haghill, Parkhead
G32|55.849|-4.166|36|Glasgow|Carmyle, Tollcross, Mount Vernon, Lightburn, Sandyhills
G33|55.873|-4.165|41|Glasgow|Carntyne, Craigend, Cranhill, Millerston, Provanmill, Riddrie, Robroyston, Ruchazie, Stepps
G34|55.868|-4.112|8|Glasgow|Easterhouse
G40|55.848|-4.221|11|Glasgow|Bridgeton, Calton
G41|55.839|-4.282|31|Glasgow|Pollokshields, Shawlands
G42|55.834|-4.259|28|Glasgow|Battlefield, Govanhill, Mount Florida, Strathbungo
G43|55.818|-4.292|17|Glasgow|Mansewood, Newlands, Pollokshaws
G44|55.814|-4.258|28|Glasgow|Cathcart, Croftfoot, King's Park, Muirend, Netherlee
G45|55.805|-4.233|15|Glasgow|Castlemilk
G46|55.804|-4.307|26|East Renfrewshire|Giffnock, Kennishead, Thornliebank, Deaconsbank
G51|55.858|-4.313|22|Glasgow|Govan, Ibrox
G52|55.85|-4.353|30|Glasgow|Cardonald, Hillington, Penilee
G53|55.821|-4.352|31|Glasgow|Darnley, Pollok, Crookston
G60|55.919|-4.444|6|West Dunbartonshire|Bowling, Old Kilpatrick
G61|55.919|-4.33|28|East Dunbartonshire|Bearsden
G62|55.943|-4.32|14|East Dunbartonshire|Milngavie
G63|56.043|-4.369|9|Stirling|Balfron, Blanefield, Croftamie, Drymen, Dumgoyne, Fintry, Killearn, Strathblane
G64|55.911|-4.218|26|East Dunbartonshire|Bishopbriggs, Torrance
G65|55.972|-4.1|13|North Lanarkshire|Croy, Kilsyth
G66|55.94|-4.154|38|East Dunbartonshire|Kirkintilloch, Lennoxtown, Lenzie, Milton of Campsie
G67|55.948|-3.986|35|North Lanarkshire|Cumbernauld
G68|55.953|-4.011|18|North Lanarkshire|Cumbernauld, Dullatur
G69|55.874|-4.103|33|Glasgow|Baillieston, Garrowhill, Gartcosh, Moodiesburn, Muirhead
G71|55.822|-4.075|29|North Lanarkshire|Bothwell, Uddingston
G72|55.805|-4.13|48|South Lanarkshire|Blantyre, Cambuslang
G73|55.822|-4.207|31|South Lanarkshire|Rutherglen
G74|55.768|-4.178|37|South Lanarkshire|East Kilbride, Thorntonhall
G75|55.751|-4.195|38|South Lanarkshire|East Kilbride
G76|55.778|-4.273|22|East Renfrewshire|Busby, Clarkston, Eaglesham, Waterfoot
G77|55.774|-4.331|24|East Renfrewshire|Newton Mearns
G78|55.793|-4.409|24|East Renfrewshire|Barrhead, Neilston, Uplawmoor
G81|55.912|-4.407|39|West Dunbartonshire|Clydebank, Dalmuir, Duntocher, Faifley, Hardgate
G82|55.951|-4.574|25|West Dunbartonshire|Dumbarton, Cardross, Milton
G83|56.012|-4.587|24|West Dunbartonshire|Alexandria, Ardlui, Balloch, Bonhill, Gartocharn, Luss, Renton, Tarbet
G84|56.014|-4.755|22|Argyll and Bute|Helensburgh, Clynder, Cove, Garelochhead, Kilcreggan, Rhu, Rosneath, Shandon
GL1|51.858|-2.245|34|Gloucester|Gloucester
GL2|51.841|-2.27|52|Gloucester|Gloucester
GL3|51.86|-2.181|30|Tewkesbury|Gloucester, Brockworth, Churchdown, Hucclecote
GL4|51.843|-2.219|47|Gloucester|Gloucester
GL5|51.739|-2.221|31|Stroud|Stroud
GL6|51.738|-2.199|24|Stroud|Nailsworth, Painswick
GL7|51.711|-1.906|43|Cotswold|Cirencester, Fairford, Lechlade
GL8|51.641|-2.169|9|Cotswold|Tetbury
GL9|51.561|-2.294|3|South Gloucestershire|Badminton
GL10|51.744|-2.282|14|Stroud|Stonehouse
GL11|51.692|-2.357|18|Stroud|Dursley
GL12|51.628|-2.385|15|Stroud|Wotton-under-Edge
GL13|51.693|-2.454|6|Stroud|Berkeley
GL14|51.818|-2.482|15|Forest of Dean|Cinderford, Newnham, Westbury-on-Severn
GL15|51.735|-2.55|21|Forest of Dean|Blakeney, Lydney
GL16|51.795|-2.613|13|Forest of Dean|Coleford
GL17|51.855|-2.508|12|Forest of Dean|Lydbrook, Drybrook, Longhope, Mitcheldean, Ruardean
GL18|51.941|-2.414|8|Forest of Dean|Dymock, Newent
GL19|51.938|-2.283|9|Tewkesbury|Gloucester
GL20|52.003|-2.131|28|Tewkesbury|Tewkesbury, Bredon
GL50|51.902|-2.081|23|Cheltenham|Cheltenham
GL51|51.897|-2.108|51|Cheltenham|Cheltenham
GL52|51.922|-2.061|43|Cheltenham|Cheltenham
GL53|51.882|-2.069|20|Cheltenham|Cheltenham
GL54|51.898|-1.869|22|Cotswold|Cheltenham, Bourton-on-the-Water, Winchcombe, Stow-on-the-Wold
GL55|52.062|-1.771|5|Cotswold|Chipping Campden
GL56|51.99|-1.704|9|Cotswold|Moreton-in-Marsh
GU1|51.243|-0.57|29|Guildford|Guildford, Guildford Town Centre, Slyfield, Merrow
GU2|51.245|-0.593|34|Guildford|Guildford, Guildford Park, Onslow Village, Park Barn, University of Surrey
GU3|51.247|-0.622|11|Guildford|Normandy, Puttenham, Worplesdon, Christmas Pie, Flexford
GU4|51.243|-0.547|16|Guildford|Burpham, Chilworth, Jacobs Well, Shalford
GU5|51.206|-0.522|11|Guildford|Albury, Bramley, Shere
GU6|51.141|-0.484|14|Waverley|Cranleigh, Ewhurst, Alfold
GU7|51.189|-0.611|23|Waverley|Farncombe, Godalming
GU8|51.152|-0.64|18|Waverley|Chiddingfold, Dunsfold, Elstead, Hascombe, Milford, Thursley, Witley
GU9|51.218|-0.796|30|Waverley|Farnham, Badshot Lea, Hale, Heath End
GU10|51.198|-0.797|23|Waverley|Bentley, Frensham, Churt, Crondall, Tongham, Ewshot, Seale, Tilford
GU11|51.25|-0.762|24|Rushmoor|Aldershot
GU12|51.252|-0.734|31|Rushmoor|Aldershot, Ash, Ash Green, Ash Vale
GU14|51.291|-0.761|55|Rushmoor|Farnborough, Cove
GU15|51.336|-0.75|35|Surrey Heath|Camberley, Old Dean
GU16|51.314|-0.731|24|Surrey Heath|Frimley, Frimley Green, Deepcut, Mytchett
GU17|51.337|-0.807|11|Hart|Blackwater, Hawley, Minley, Darby Green, Frogmore, Blackbushe
GU18|51.348|-0.664|7|Surrey Heath|Lightwater
GU19|51.359|-0.69|6|Surrey Heath|Bagshot
GU20|51.368|-0.657|4|Surrey Heath|Windlesham
GU21|51.32|-0.577|50|Woking|Woking, Knaphill, St John's, Horsell, Goldsworth Park
GU22|51.313|-0.553|33|Woking|Woking, Pyrford, Hook Heath, Mayford, Old Woking
GU23|51.298|-0.511|7|Guildford|Send, Ripley, Ockham, Wisley
GU24|51.33|-0.625|18|Woking|Bisley, Pirbright, Chobham, Knaphill, Brookwood, West End
GU25|51.401|-0.57|6|Runnymede|Virginia Water, Wentworth
GU26|51.11|-0.746|7|Waverley|Hindhead, Bramshott Chase, Grayshott
GU27|51.084|-0.722|18|Waverley|Haslemere, Fernhurst, Shottermill, Grayswood
GU28|50.991|-0.629|7|Chichester|Petworth, Graffham, Northchapel, Byworth, Lodsworth
GU29|50.984|-0.747|9|Chichester|Midhurst, Cocking, Easebourne
GU30|51.076|-0.804|9|East Hampshire|Liphook, Bramshott, Conford, Linch, Milland, Passfield
GU31|50.998|-0.908|11|East Hampshire|Petersfield, Buriton, East Harting, South Harting, Elsted, Rogate
GU32|51.008|-0.961|12|East Hampshire|Petersfield, East Meon, West Meon, Sheet, Steep
GU33|51.048|-0.894|8|East Hampshire|Liss, Greatham, Selborne, Rake
GU34|51.141|-0.985|30|East Hampshire|Alton, Beech, Bentworth, Medstead, Four Marks, Golden Pot, Lasham
GU35|51.117|-0.851|23|East Hampshire|Bordon, Headley, Headley Down, Lindford, Oakhanger, Kingsley, Arford, Whitehill
GU46|51.338|-0.824|15|Hart|Yateley
GU47|51.348|-0.793|19|Bracknell Forest|Sandhurst, College Town, Owlsmoor, Little Sandhurst
GU51|51.285|-0.84|23|Hart|Fleet, Elvetham Heath
GU52|51.266|-0.838|16|Hart|Fleet, Church Crookham, Crookham Village
HA0|51.55|-0.305|49|Brent|Alperton, Sudbury, Sudbury Hill, Wembley Central, North Wembley, Wembley
HA1|51.581|-0.336|38|Harrow|Harrow, North Harrow, Northwick Park
HA2|51.576|-0.355|56|Harrow|Harrow, North Harrow, South Harrow
HA3|51.592|-0.323|71|Harrow|Harrow, Harrow Weald, Kenton, Wealdstone
HA4|51.571|-0.41|50|Hillingdon|Ruislip
HA5|51.595|-0.386|45|Harrow|Pinner, Eastcote, Hatch End, Carpenders Park
HA6|51.61|-0.421|22|Hillingdon|Northwood, Moor Park, Sandy Lodge
HA7|51.61|-0.307|36|Harrow|Stanmore
HA8|51.612|-0.275|66|Barnet|Edgware
HA9|51.559|-0.29|48|Brent|Wembley, Wembley Park, Wembley Central, Preston, Tokyngton
HD1|53.647|-1.786|24|Kirklees|Huddersfield, Huddersfield Town Centre, Hillhouse, Lockwood, Marsh, Paddock
HD2|53.667|-1.777|29|Kirklees|Huddersfield, Birkby, Brackenhall, Bradley, Deighton, Fartown, Fixby, Sheepridge
HD3|53.653|-1.83|29|Kirklees|Huddersfield, Lindley, Milnsbridge, Oakes, Outlane, Paddock, Salendine Nook, Scammonden
HD4|53.627|-1.798|30|Kirklees|Huddersfield, Berry Brow, Crosland Moor, Farnley Tyas, Netherton, Newsome, Lowerhouses, Stocksmoor
HD5|53.648|-1.749|31|Kirklees|Huddersfield, Almondbury, Dalton, Kirkheaton, Moldgreen, Waterloo
HD6|53.702|-1.783|27|Calderdale|Bailiff Bridge, Brighouse, Rastrick, Clifton
HD7|53.599|-1.829|22|Kirklees|Golcar, Linthwaite, Marsden, Scapegoat Hill, Slaithwaite
HD8|53.601|-1.676|34|Kirklees|Clayton West, Denby Dale, Emley, Fenay Bridge, Kirkburton, Lepton, Scissett, Shelley, Shepley, Skelmanthorpe
HD9|53.579|-1.796|35|Kirklees|Birdsedge, Brockholes, Hepworth, Holme, Holmfirth, Honley, Meltham, Scholes, Upperthong, Wooldale
HG1|54|-1.533|34|Harrogate|Harrogate
HG2|53.988|-1.528|33|Harrogate|Harrogate
HG3|54.031|-1.615|26|Harrogate|Pannal, High Meadows, Killinghall, Spofforth, Bishop Monkton, Glasshouses
HG4|54.154|-1.56|26|Harrogate|Ripon, North Stainley, High Grantley
HG5|54.013|-1.46|18|Harrogate|Knaresborough, Scotton
HP1|51.755|-0.481|25|Dacorum|Hemel Hempstead, Bourne End, Boxmoor, Fields End, Gadebridge, Great Gaddesden, Nettleden, Piccotts End, Water End, Warner's End
HP2|51.762|-0.454|38|Dacorum|Hemel Hempstead, Gaddesden Row, Piccotts End, Grove Hill, Adeyfield
HP3|51.737|-0.471|32|Dacorum|Hemel Hempstead, Apsley, Bovingdon, Felden, Flaunden, Leverstock Green
HP4|51.767|-0.568|24|Dacorum|Berkhamsted, Dagnall, Dudswell, Little Gaddesden, Northchurch, Potten End, Ringshall
HP5|51.713|-0.609|25|Chiltern|Chesham, Ashley Green, Bellingdon, Botley, Chartridge, Hawridge, Latimer, Lye Green, Newtown, Waterside, Whelpley Hill
HP6|51.677|-0.601|14|Chiltern|Amersham, Chesham Bois, Hyde Heath, Little Chalfont
HP7|51.666|-0.61|11|Chiltern|Amersham, Coleshill, Little Chalfont, Little Missenden, Penn Street, Winchmore Hill
HP8|51.645|-0.576|7|Chiltern|Chalfont St Giles
HP9|51.61|-0.642|17|South Bucks|Beaconsfield, Forty Green, Holtspur, Jordans, Knotty Green, Seer Green
HP10|51.611|-0.71|19|Wycombe|High Wycombe, Flackwell Heath, Handy Cross, Hedsor, Loudwater, Penn, Tylers Green, Wooburn, Wooburn Green, Wooburn Moor
HP11|51.625|-0.746|14|Wycombe|High Wycombe, Wycombe Marsh
HP12|51.625|-0.778|22|Wycombe|High Wycombe, Booker, Sands
HP13|51.633|-0.741|43|Wycombe|High Wycombe, Downley
HP14|51.648|-0.826|17|Wycombe|Beacon's Bottom, Bledlow Ridge, Bolter End, Bradenham, Cadmore End, Hughenden Valley, Ibstone, Lane End, Naphill, Northend, Stokenchurch, The City, Upper North Dean, West Wycombe
HP15|51.653|-0.717|17|Wycombe|Cryers Hill, Great Kingshill, Hazlemere, Holmer Green, Hughenden Valley
HP16|51.702|-0.718|12|Chiltern|Great Missenden, Ballinger, The Lee, Little Hampden, Little Kingshill, Prestwood, South Heath
HP17|51.751|-0.85|10|Aylesbury Vale|Aston Sandford, Bishopstone, Butler's Cross, Dinton, Dorton, Ellesborough, Ford, The Kimbles, Kingsey, Haddenham, Meadle, Nash Lee, Stone, Upton, Westlington
HP18|51.817|-0.962|14|Aylesbury Vale|Ashendon, Boarstall, Brill, Chearsley, Chilton, Cuddington, Dorton, Easington, Edgcott, Grendon Underwood, Ickford, Kingswood, Long Crendon, Lower Winchendon, Ludgershall, Oakley, Shabbington, Upper Winchendon, Waddesdon, Westcott, Worminghall, Wotton Underwood
HP19|51.824|-0.826|24|Aylesbury Vale|Aylesbury, Fairford Leys, Prebendal Farm, Quarrendon, Watermead
HP20|51.82|-0.807|15|Aylesbury Vale|Aylesbury, Aylesbury Town Centre, Broughton, Elmhurst
HP21|51.807|-0.806|33|Aylesbury Vale|Aylesbury, Bedgrove, Elm Farm, Queens Park, Southcourt, Walton, Walton Court
HP22|51.8|-0.769|25|Aylesbury Vale|Aston Abbotts, Aston Clinton, Bierton, Buckland, Drayton Beauchamp, Dunsmore, Halton, Hardwick, Hulcott, North Lee, Nup End, Oving, Pitchcott, Quainton, Rowsham, Stoke Mandeville, Weedon, Wendover, Weston Turville, Whitchurch, Wingrave
HP23|51.795|-0.662|18|Dacorum|Aldbury, Buckland Common, Cholesbury, Hastoe, Long Marston, Marsworth, New Mill, Puttenham, St Leonards, Tring, Wigginton, Wilstone
HP27|51.722|-0.83|12|Wycombe|Askett, Bledlow, Ilmer, Lacey Green, Longwick, Loosley Row, Monks Risborough, Owlswick, Pitch Green, Princes Risborough, Saunderton
HR1|52.058|-2.688|32|Herefordshire|Hereford, Hereford city centre
HR2|52.014|-2.778|39|Herefordshire|Hereford, South Hereford
HR3|52.092|-3.069|8|Herefordshire|Hay-on-Wye
HR4|52.085|-2.761|30|Herefordshire|Hereford, North Hereford
HR5|52.196|-3.03|5|Herefordshire|Kington
HR6|52.232|-2.768|21|Herefordshire|Leominster
HR7|52.184|-2.525|7|Herefordshire|Bromyard
HR8|52.044|-2.442|14|Herefordshire|Ledbury
HR9|51.909|-2.582|21|Herefordshire|Ross-on-Wye
HS1|58.212|-6.381|5|Comhairle nan Eilean Siar|Stornoway, Plasterfield
HS2|58.249|-6.458|14|Comhairle nan Eilean Siar|Isle of Lewis, Lewis
HS3|57.883|-6.85|1|Comhairle nan Eilean Siar|Isle of Harris, Harris
HS4|57.869|-6.691|0|Comhairle nan Eilean Siar|Isle of Scalpay, Scalpay
HS5|57.797|-6.966|0|Comhairle nan Eilean Siar|Isle of Harris, Harris
HS6|57.602|-7.299|2|Comhairle nan Eilean Siar|Isle of North Uist, North Uist
HS7|57.451|-7.342|1|Comhairle nan Eilean Siar|Isle of Benbecula, Benbecula
HS8|57.231|-7.346|2|Comhairle nan Eilean Siar|Isle of South Uist, South Uist
HS9|56.967|-7.479|1|Comhairle nan Eilean Siar|Isle of Barra, Barra
HU1|53.743|-0.337|3|Kingston upon Hull|Hull
HU2|53.75|-0.337|4|Kingston upon Hull|Hull
HU3|53.741|-0.365|27|Kingston upon Hull|Hull
HU4|53.737|-0.399|23|Kingston upon Hull|Hull, Anlaby Common, Anlaby Park, Gipsyville
HU5|53.76|-0.375|51|Kingston upon Hull|Hull
HU6|53.781|-0.369|34|Kingston upon Hull|Hull, Dunswell
HU7|53.789|-0.33|42|Kingston upon Hull|Hull, Bransholme, Kingswood, Sutton-on-Hull, Wawne
HU8|53.768|-0.305|35|Kingston upon Hull|Hull, Longhill, Ings
HU9|53.754|-0.296|42|Kingston upon Hull|Hull, Marfleet
HU10|53.748|-0.44|19|East Riding of Yorkshire|Anlaby, Kirk Ella, West Ella, Willerby
HU11|53.83|-0.237|12|East Riding of Yorkshire|Bilton
HU12|53.724|-0.136|25|East Riding of Yorkshire|Hedon, Patrington
HU13|53.725|-0.437|15|East Riding of Yorkshire|Hessle
HU14|53.727|-0.489|8|East Riding of Yorkshire|North Ferriby, Melton, Swanland
HU15|53.747|-0.619|24|East Riding of Yorkshire|Elloughton-cum-Brough, Brough, South Cave
HU16|53.781|-0.421|16|East Riding of Yorkshire|Cottingham, Eppleworth, Raywell, Skidby
HU17|53.846|-0.426|44|East Riding of Yorkshire|Beverley
HU18|53.909|-0.17|9|East Riding of Yorkshire|Hornsea, Mappleton, Rolston
HU19|53.723|0.034|7|East Riding of Yorkshire|Withernsea, Hollym, Holmpton, Out Newton, Rimswell, Waxholme
HU20|53.788|-0.501|1|East Riding of Yorkshire|High Hunsley, Little Weighton, Low Hunsley, Riplingham
HX1|53.722|-1.868|24|Calderdale|Halifax, Halifax Town Centre, Savile Park
HX2|53.738|-1.904|36|Calderdale|Halifax, Highroad Well, Illingworth, Luddenden, Luddenden Foot, Midgley, Mixenden, Mount Tabor, Norton Tower, Ogden, Wainstalls, Warley Town
HX3|53.726|-1.846|45|Calderdale|Halifax, Boothtown, Hipperholme, Lightcliffe, Norwood Green, Northowram, Ovenden, Shelf, Skircoat Green, Southowram
HX4|53.681|-1.88|12|Calderdale|Barkisland, Greetland, Holywell Green, Sowood, Stainland, West Vale
HX5|53.686|-1.836|10|Calderdale|Elland, Blackley
HX6|53.699|-1.923|19|Calderdale|Norland, Ripponden, Rishworth, Sowerby, Sowerby Bridge
HX7|53.739|-2.009|13|Calderdale|Cragg Vale, Hebden Bridge, Heptonstall, Mytholmroyd, Old Town
IG1|51.559|0.073|64|Redbridge|Ilford
IG2|51.573|0.079|28|Redbridge|Gants Hill, Newbury Park
IG3|51.563|0.098|36|Redbridge|Seven Kings
IG4|51.577|0.055|9|Redbridge|Redbridge
IG5|51.586|0.065|17|Redbridge|Clayhall
IG6|51.592|0.087|28|Redbridge|Barkingside, Hainault
IG7|51.614|0.087|20|Epping Forest|Chigwell
IG8|51.61|0.035|36|Redbridge|Woodford Green, Woodford Bridge
IG9|51.624|0.039|13|Epping Forest|Buckhurst Hill
IG10|51.648|0.065|32|Epping Forest|Loughton, High Beach
IG11|51.535|0.092|54|Barking and Dagenham|Barking
IP1|52.063|1.142|39|Ipswich|Ipswich, North West Ipswich, Akenham
IP2|52.046|1.134|31|Ipswich|Ipswich, South West Ipswich, Belstead, Wherstead, Stoke Park
IP3|52.042|1.185|34|Ipswich|Ipswich, South East Ipswich, Ravenswood
IP4|52.06|1.176|36|Ipswich|Ipswich, North East Ipswich
IP5|52.061|1.239|20|Suffolk Coastal|Rushmere St Andrew, Kesgrave, Martlesham Heath
IP6|52.128|1.112|16|Mid Suffolk|Needham Market, Creeting St Mary, Barham, Henley, Claydon, Witnesham
IP7|52.066|0.95|17|Babergh|Hadleigh
IP8|52.063|1.083|11|Babergh|Copdock, Belstead
IP9|51.993|1.148|11|Babergh|Shotley Peninsula, Capel St Mary, Chelmondiston, Shotley
IP10|52.008|1.283|3|Suffolk Coastal|Kirton, Nacton, Levington
IP11|51.967|1.334|29|Suffolk Coastal|Felixstowe, Trimley St Martin, Trimley St Mary
IP12|52.094|1.365|24|Suffolk Coastal|Woodbridge, Orford
IP13|52.184|1.321|18|Suffolk Coastal|Woodbridge, Easton, Framlingham, Little Bealings, Laxfield
IP14|52.204|1.029|39|Mid Suffolk|Stowmarket, Stowupland
IP15|52.159|1.595|2|Suffolk Coastal|Aldeburgh
IP16|52.204|1.584|7|Suffolk Coastal|Leiston, Aldringham, Eastbridge, Sizewell, Theberton, Thorpeness
IP17|52.23|1.501|11|Suffolk Coastal|Saxmundham
IP18|52.331|1.669|4|Waveney|Southwold, Easton Bavents, Reydon, Walberswick
IP19|52.341|1.495|10|Waveney|Halesworth
IP20|52.406|1.319|8|South Norfolk|Harleston
IP21|52.366|1.229|11|Mid Suffolk|Thorpe Abbotts
IP22|52.378|1.072|22|South Norfolk|Diss
IP23|52.313|1.121|7|Mid Suffolk|Eye
IP24|52.419|0.756|28|Breckland|Thetford
IP25|52.577|0.834|18|Breckland|Watton, Saham Toney
IP26|52.506|0.577|9|Breckland|Hilborough, Northwold
IP27|52.43|0.584|19|Forest Heath|Brandon
IP28|52.327|0.539|25|Forest Heath|Mildenhall, Culford
IP29|52.196|0.663|9|St Edmundsbury|Barrow
IP30|52.212|0.834|14|St Edmundsbury|Cockfield, Woolpit
IP31|52.29|0.825|21|St Edmundsbury|Bury St Edmunds
IP32|52.253|0.72|17|St Edmundsbury|Bury St Edmunds
IP33|52.243|0.713|24|St Edmundsbury|Bury St Edmunds
IV1|57.479|-4.199|2|Highland|Inverness, Inverness centre and north, The Longman, North Kessock, Kilmuir
IV2|57.467|-4.193|49|Highland|Inverness, Inverness east, Culloden, Balloch, Ardersier
IV3|57.463|-4.272|20|Highland|Inverness, Inverness west, Dochgarroch, Abriachan, Bunchrew
IV4|57.451|-4.525|4|Highland|Beauly, Kiltarlity, Struy, Cannich, Tomich
IV5|57.468|-4.411|1|Highland|Kirkhill, Inchmore, Moniack, Cabrich
IV6|57.522|-4.461|5|Highland|Muir of Ord, Marybank, Strathconon
IV7|57.584|-4.393|6|Highland|Conon Bridge, Culbokie
IV8|57.555|-4.265|1|Highland|Munlochy
IV9|57.57|-4.177|1|Highland|Avoch
IV10|57.585|-4.127|3|Highland|Fortrose
IV11|57.677|-4.039|1|Highland|Cromarty
IV12|57.575|-3.866|13|Highland|Nairn, Auldearn
IV13|57.345|-4.027|1|Highland|Tomatin
IV14|57.586|-4.548|2|Highland|Strathpeffer
IV15|57.599|-4.431|6|Highland|Dingwall
IV16|57.66|-4.344|2|Highland|Evanton
IV17|57.699|-4.256|6|Highland|Alness
IV18|57.701|-4.156|6|Highland|Invergordon
IV19|57.804|-4.061|5|Highland|Tain
IV20|57.79|-3.91|3|Highland|Fearn
IV21|57.724|-5.718|1|Highland|Gairloch
IV22|57.737|-5.504|1|Highland|Achnasheen
IV23|57.772|-5.026|1|Highland|Garve
IV24|57.891|-4.356|1|Highland|Ardgay
IV25|57.889|-4.041|2|Highland|Dornoch
IV26|57.921|-5.186|2|Highland|Ullapool
IV27|58.273|-4.797|4|Highland|Lairg, Durness, Tongue, Scourie
IV28|58.008|-4.158|0|Highland|Rogart
IV30|57.654|-3.328|34|Moray|Elgin
IV31|57.717|-3.291|8|Moray|Lossiemouth
IV32|57.632|-3.114|5|Moray|Fochabers
IV36|57.61|-3.607|15|Moray|Forres
IV40|57.283|-5.664|2|Highland|Kyle of Lochalsh, Kyle
IV41|57.274|-5.733|0|Highland|Kyleakin, Isle of Skye
IV42|57.235|-5.838|0|Highland|Breakish, Isle of Skye
IV43|57.15|-5.846|0|Highland|Isle of Skye
IV44|57.103|-5.881|0|Highland|Isle of Skye
IV45|57.073|-5.904|0|Highland|Armadale, Isle of Skye
IV46|57.112|-5.984|0|Highland|Isle of Skye
IV47|57.296|-6.346|1|Highland|Isle of Skye
IV48|57.313|-6.11|0|Highland|Isle of Skye
IV49|57.229|-5.945|1|Highland|Broadford, Isle of Skye
IV51|57.486|-6.25|5|Highland|Portree, Isle of Skye
IV52|57.336|-5.652|0|Highland|Plockton
IV53|57.344|-5.555|0|Highland|Strome Ferry
IV54|57.429|-5.613|1|Highland|Applecross
IV55|57.457|-6.61|1|Highland|Isle of Skye
IV56|57.371|-6.441|0|Highland|Isle of Skye
IV63|57.317|-4.512|2|Highland|Drumnadrochit, Glenurquhart, Invermoriston
KA1|55.597|-4.497|29|East Ayrshire|Kilmarnock, Bonnyton, Grange, Bellfield, Caprington, Riccarton, Shortlees, Hurlford
KA2|55.597|-4.561|7|East Ayrshire|Knockentiber, Crosshouse, Dundonald
KA3|55.643|-4.497|38|East Ayrshire|Kilmarnock, Altonhill, Knockinlaw, Longpark, Beansburn, Hillhead, Kilmaurs, Onthank, Stewarton, Lugton, Dunlop, Fenwick, Crookedholm, Hurlford
KA4|55.599|-4.385|5|East Ayrshire|Galston
KA5|55.509|-4.385|10|East Ayrshire|Tarbolton, Mauchline, Catrine, Sorn
KA6|55.418|-4.509|19|East Ayrshire|Dalrymple, Hollybush, Patna, Dalmellington, Bellsbank, Waterside, Rankinston, Drongan
KA7|55.451|-4.63|28|South Ayrshire|Ayr, Belmont, Holmston, Forehill, Castlehill, Masonhill, Kincaidston, Doonfoot, Alloway
KA8|55.472|-4.614|19|South Ayrshire|Ayr, Dalmilling, Craigie, Woodfield, Wallacetown, Heathfield, Whitletts, Newton on Ayr, Lochside, Braehead
KA9|55.498|-4.606|16|South Ayrshire|Prestwick, Monkton
KA10|55.549|-4.65|16|South Ayrshire|Troon, Barassie, Muirhead, Loans
KA11|55.618|-4.629|21|North Ayrshire|Irvine, Dreghorn, Girdle Toll, Stanecastle, Bourtreehill, Broomlands, Perceton, Sourlie, Springside
KA12|55.618|-4.666|19|North Ayrshire|Irvine, Fullarton, Irvine Centre, Stanecastle
KA13|55.655|-4.7|17|North Ayrshire|Kilwinning
KA14|55.741|-4.671|1|North Ayrshire|Beith, Glengarnock, Longbar
KA15|55.748|-4.627|7|North Ayrshire|Beith, Glengarnock, Longbar
KA16|55.607|-4.334|3|East Ayrshire|Newmilns, Greenholm
KA17|55.61|-4.294|4|East Ayrshire|Darvel
KA18|55.451|-4.242|21|East Ayrshire|Cumnock, Ochiltree, Auchinleck, Muirkirk, Smallburn, Lugar, Logan, New Cumnock
KA19|55.346|-4.67|8|South Ayrshire|Maybole, Crosshill, Straiton
KA20|55.641|-4.753|9|North Ayrshire|Stevenston, Auchenharvie
KA21|55.641|-4.785|13|North Ayrshire|Saltcoats
KA22|55.649|-4.808|11|North Ayrshire|Ardrossan, Whitlees, Chapelhill
KA23|55.689|-4.853|5|North Ayrshire|West Kilbride
KA24|55.71|-4.716|6|North Ayrshire|Dalry, Drakemyre
KA25|55.752|-4.689|7|North Ayrshire|Kilbirnie
KA26|55.22|-4.836|11|South Ayrshire|Girvan, Ballantrae, Colmonell, Barrhill, Old Dailly, Dailly, Turnberry
KA27|55.541|-5.17|5|North Ayrshire|Holy Island, Isle of Arran, Arran
KA28|55.754|-4.925|1|North Ayrshire|Millport
KA29|55.757|-4.854|1|North Ayrshire|Largs, Glenside, Fairlie, Kelburn
KA30|55.797|-4.864|11|North Ayrshire|Largs
KT1|51.407|-0.298|22|Kingston upon Thames|Kingston upon Thames, Kingston, Hampton Wick
KT2|51.416|-0.291|32|Kingston upon Thames|Kingston upon Thames, Kingston, Norbiton
KT3|51.4|-0.257|38|Kingston upon Thames|New Malden
KT4|51.379|-0.243|29|Sutton|Worcester Park
KT5|51.393|-0.288|21|Kingston upon Thames|Surbiton, Berrylands, Tolworth
KT6|51.39|-0.301|31|Kingston upon Thames|Surbiton, Tolworth, Long Ditton
KT7|51.39|-0.329|10|Elmbridge|Thames Ditton, Weston Green
KT8|51.402|-0.367|20|Elmbridge|West Molesey, East Molesey, Hampton Court Palace, Bushy Park
KT9|51.365|-0.303|21|Kingston upon Thames|Chessington, Hook, Malden Rushett
KT10|51.371|-0.357|21|Elmbridge|Esher, Claygate, Hinchley Wood
KT11|51.328|-0.405|15|Elmbridge|Cobham
KT12|51.377|-0.409|36|Elmbridge|Walton-on-Thames, Hersham
KT13|51.369|-0.451|22|Elmbridge|Weybridge
KT14|51.34|-0.486|13|Woking|Byfleet, West Byfleet
KT15|51.365|-0.495|27|Runnymede|Addlestone, New Haw
KT16|51.384|-0.514|18|Runnymede|Chertsey, Lyne
KT17|51.34|-0.253|23|Epsom and Ewell|Stoneleigh, East Ewell, Epsom, Ewell
KT18|51.319|-0.264|17|Epsom and Ewell|Epsom, Headley, Langley Vale, Tattenham Corner
KT19|51.35|-0.269|35|Epsom and Ewell|Epsom, Horton, West Ewell, Stoneleigh
KT20|51.287|-0.232|20|Reigate and Banstead|Tadworth, Burgh Heath
KT21|51.311|-0.303|13|Mole Valley|Ashtead
KT22|51.301|-0.338|24|Mole Valley|Leatherhead, Oxshott, Fetcham
KT23|51.282|-0.371|11|Mole Valley|The Bookhams, Great Bookham, Little Bookham
KT24|51.269|-0.43|9|Guildford|West Horsley, East Horsley, Effingham
KW1|58.456|-3.119|11|Highland|Wick
KW2|58.348|-3.164|0|Highland|Lybster
KW3|58.307|-3.282|1|Highland|Lybster
KW5|58.284|-3.387|0|Highland|Latheron
KW6|58.25|-3.444|0|Highland|Dunbeath
KW7|58.187|-3.502|0|Highland|Berriedale
KW8|58.115|-3.667|1|Highland|Helmsdale
KW9|58.014|-3.859|2|Highland|Brora
KW10|57.975|-3.978|2|Highland|Golspie
KW11|58.308|-4.136|0|Highland|Kinbrace
KW12|58.507|-3.493|2|Highland|Halkirk
KW13|58.457|-3.897|0|Highland|Forsinard
KW14|58.589|-3.556|13|Highland|Thurso
KW15|58.981|-2.96|8|Orkney Islands|Kirkwall
KW16|58.959|-3.276|4|Orkney Islands|Stromness
KW17|59.031|-3.007|9|Orkney Islands|Orkney
KY1|56.127|-3.141|25|Fife|Kirkcaldy
KY2|56.123|-3.183|31|Fife|Kirkcaldy
KY3|56.063|-3.232|11|Fife|Burntisland
KY4|56.114|-3.362|21|Fife|Cowdenbeath
KY5|56.144|-3.295|20|Fife|Lochgelly
KY6|56.197|-3.197|19|Fife|Glenrothes
KY7|56.211|-3.155|28|Fife|Glenrothes
KY8|56.197|-3.013|34|Fife|Leven
KY9|56.209|-2.837|2|Fife|Leven
KY10|56.23|-2.7|9|Fife|Anstruther
KY11|56.05|-3.412|61|Fife|Dunfermline
KY12|56.076|-3.489|39|Fife|Dunfermline
KY13|56.208|-3.432|11|Perth and Kinross|Kinross
KY14|56.311|-3.232|7|Fife|Cupar
KY15|56.301|-3.051|22|Fife|Cupar
KY16|56.341|-2.819|25|Fife|St Andrews
L1|53.403|-2.98|7|Liverpool|Liverpool city centre
L2|53.407|-2.99|1|Liverpool|Liverpool city centre
L3|53.409|-2.986|17|Liverpool|Liverpool City Centre, Everton, Vauxhall
L4|53.438|-2.962|40|Liverpool|Anfield, Kirkdale, Walton
L5|53.425|-2.978|13|Liverpool|Anfield, Everton, Kirkdale, Vauxhall
L6|53.419|-2.953|24|Liverpool|Anfield, Liverpool City Centre, Everton, Fairfield, Kensington, Tuebrook
L7|53.406|-2.95|18|Liverpool|Liverpool City Centre, Edge Hill, Fairfield, Kensington
L8|53.39|-2.964|32|Liverpool|Liverpool City Centre, Dingle, Toxteth
L9|53.461|-2.952|33|Liverpool|Aintree, Fazakerley, Orrell Park, Walton
L10|53.474|-2.928|15|Liverpool|Aintree Village, Fazakerley
L11|53.447|-2.915|25|Liverpool|Clubmoor, Croxteth, Gillmoss, Norris Green
L12|53.435|-2.897|31|Liverpool|Croxteth Park, West Derby
L13|53.415|-2.922|31|Liverpool|Clubmoor, Old Swan, Stoneycroft, Tuebrook
L14|53.419|-2.882|26|Liverpool|Broadgreen, Dovecot, Knotty Ash, Page Moss
L15|53.397|-2.923|30|Liverpool|Wavertree
L16|53.398|-2.892|15|Liverpool|Broadgreen, Bowring Park, Childwall
L17|53.379|-2.942|24|Liverpool|Aigburth, St Michael's Hamlet, Sefton Park
L18|53.381|-2.909|28|Liverpool|Allerton, Mossley Hill
L19|53.358|-2.903|24|Liverpool|Aigburth, Garston, Grassendale
L20|53.452|-2.99|32|Sefton|Bootle, Kirkdale, Orrell
L21|53.471|-3.001|25|Sefton|Ford, Litherland, Seaforth
L22|53.477|-3.027|14|Sefton|Waterloo
L23|53.489|-3.024|30|Sefton|Blundellsands, Brighton-le-Sands, Crosby, Little Crosby, Thornton
L24|53.345|-2.843|16|Liverpool|Hale, Speke
L25|53.379|-2.864|33|Liverpool|Belle Vale, Gateacre, Hunts Cross, Woolton, Halewood
L26|53.366|-2.836|15|Knowsley|Halewood
L27|53.388|-2.84|6|Liverpool|Netherley
L28|53.435|-2.867|6|Knowsley|Stockbridge Village
L29|53.506|-2.987|0|Sefton|Lunt, Sefton Village
L30|53.482|-2.972|20|Sefton|Bootle, Netherton
L31|53.513|-2.939|31|Sefton|Maghull, Lydiate, Melling, Waddicar
L32|53.479|-2.889|21|Knowsley|Kirkby
L33|53.489|-2.876|17|Knowsley|Kirkby
L34|53.436|-2.815|12|Knowsley|Prescot, Knowsley Village
L35|53.416|-2.785|31|Knowsley|Prescot, Whiston, Rainhill
L36|53.414|-2.841|40|Knowsley|Huyton, Roby, Tarbock
L37|53.557|-3.064|24|Sefton|Formby, Little Altcar, Great Altcar
L38|53.528|-3.053|3|Sefton|Ince Blundell, Hightown
L39|53.563|-2.894|28|West Lancashire|Ormskirk
L40|53.599|-2.847|18|West Lancashire|Burscough, Scarisbrick
LA1|54.047|-2.8|52|Lancaster|Lancaster, Aldcliffe, Bailrigg
LA2|54.066|-2.675|22|Lancaster|Lancaster, Abbeystead, Aldcliffe, Aughton, Austwick, Bailrigg, Bay Horse, Caton, Clapham, Cockerham, Dolphinholme, Ellel, Farleton, Galgate, Glasson Dock, Halton, Hest Bank, High Bentham, Hornby, Quernmore, Tatham, Wharfe
LA3|54.052|-2.878|25|Lancaster|Morecambe, Heysham, Middleton, Overton, Sunderland Point
LA4|54.07|-2.855|26|Lancaster|Morecambe, Torrisholme
LA5|54.143|-2.79|16|Lancaster|Carnforth, Arnside, Silverdale, Warton, Bolton-le-Sands
LA6|54.175|-2.617|13|South Lakeland|Arkholme, Cantsfield, Casterton, Ingleton, Ireby, Kirkby Lonsdale, Masongill, Tunstall, Whittington
LA7|54.226|-2.773|5|South Lakeland|Milnthorpe, Beetham, Storth, Heversham
LA8|54.324|-2.761|9|South Lakeland|Kendal, Sizergh, Grayrigg
LA9|54.326|-2.744|31|South Lakeland|Kendal, Burneside, Sedgwick
LA10|54.315|-2.498|4|South Lakeland|Sedbergh, Dent
LA11|54.2|-2.924|10|South Lakeland|Grange-over-Sands, Allithwaite
LA12|54.203|-3.084|20|South Lakeland|Ulverston, Backbarrow, Leece, Newby Bridge
LA13|54.118|-3.199|19|Barrow-in-Furness|Barrow-in-Furness, Barrow
LA14|54.118|-3.231|38|Barrow-in-Furness|Barrow-in-Furness, Barrow, Walney Island
LA15|54.156|-3.18|8|Barrow-in-Furness|Dalton-in-Furness
LA16|54.185|-3.203|3|Barrow-in-Furness|Askam-in-Furness
LA17|54.24|-3.176|1|South Lakeland|Kirkby-in-Furness
LA18|54.215|-3.275|9|Copeland|Millom
LA19|54.289|-3.372|1|Copeland|Millom, Waberthwaite, Bootle
LA20|54.293|-3.207|1|South Lakeland|Broughton-in-Furness
LA21|54.364|-3.072|1|South Lakeland|Coniston
LA22|54.421|-2.984|5|South Lakeland|Ambleside, Hawkshead, Near Sawrey
LA23|54.373|-2.913|9|South Lakeland|Windermere, Bowness-on-Windermere, Troutbeck
LD1|52.258|-3.368|11|Powys|Llandrindod Wells
LD2|52.143|-3.395|6|Powys|Builth Wells
LD3|51.958|-3.374|20|Powys|Brecon, Talgarth
LD4|52.118|-3.558|1|Powys|Llangammarch Wells
LD5|52.127|-3.615|1|Powys|Llanwrtyd Wells
LD6|52.309|-3.51|3|Powys|Rhayader
LD7|52.35|-3.087|5|Powys|Knighton
LD8|52.267|-3.051|4|Powys|Presteigne
LE1|52.634|-1.132|13|Leicester|Leicester
LE2|52.611|-1.118|119|Leicester|Leicester, Oadby, Knighton, Highfields, Aylestone, Glen Parva
LE3|52.627|-1.182|101|Leicester|Leicester, Braunstone, Glenfield, New Parks, Leicester Forest East, Westcotes
LE4|52.663|-1.122|97|Leicester|Leicester, Birstall, Belgrave, Beaumont Leys, Thurmaston
LE5|52.637|-1.092|86|Leicester|Leicester, Hamilton, Thurnby Lodge, Evington
LE6|52.714|-1.364|12|Hinckley and Bosworth|Ratby, Groby, Newtown Linford
LE7|52.686|-1.071|45|Charnwood|Scraptoft, Anstey, Billesdon, Gaddesby, Hungarton, Rearsby, Tilton on the Hill, Tugby, Cropston, Thurcaston, Rothley, Barkby, Syston
LE8|52.565|-1.108|35|Harborough|Great Glen, Fleckney, Kibworth, Peatling Magna, Countesthorpe
LE9|52.572|-1.271|55|Blaby|Stoney Stanton, Cosby, Huncote, Croft, Desford, Newbold Verdon, Kirkby Mallory, Earl Shilton, Barwell, Sapcote, Sutton in the Elms, Broughton Astley, Thurlaston
LE10|52.538|-1.37|48|Hinckley and Bosworth|Hinckley
LE11|52.771|-1.22|60|Charnwood|Loughborough
LE12|52.768|-1.192|62|Charnwood|East Leake, West Leake, Sutton Bonington, Mountsorrel, Shepshed, Belton, Quorn, Sileby, Wymeswold
LE13|52.767|-0.884|27|Melton|Melton Mowbray
LE14|52.784|-0.895|17|Melton|Brooksby, Harby, Hoby, Ragdale, Rotherby, Scalford, Somerby, Stonesby, Waltham on the Wolds, Wymondham
LE15|52.659|-0.706|33|Rutland|Oakham, Empingham, Manton, Thistleton, Uppingham, Whissendine, Langham
LE16|52.485|-0.899|34|Harborough|Market Harborough, East Langton, Hallaton, Medbourne, Braybrooke
LE17|52.468|-1.182|21|Harborough|Lutterworth, Leire, Swinford, Bitteswell, Ullesthorpe
LE18|52.584|-1.112|33|Oadby and Wigston|Wigston
LE19|52.585|-1.213|15|Blaby|Narborough, Enderby
LE65|52.749|-1.47|14|North West Leicestershire|Ashby-de-la-Zouch, Calke, Smisby, Willesley, Worthington
LE67|52.716|-1.363|59|North West Leicestershire|Coalville, Ibstock, Markfield
LL11|53.059|-3.027|38|Wrexham|Wrexham, Coedpoeth, Llandegla, Minera, Bradley, Gwersyllt, Rhosrobin, Stansty, Brymbo, Bwlchgwyn, Cymau, Ffrith, Gwynfryn, Tanyfron, Brynteg
LL12|53.086|-2.99|28|Wrexham|Wrexham, Caergwrle, Cefn-y-Bedd, Cymau, Gresford, Hope, Llay, Marford, Rossett
LL13|53.036|-2.964|35|Wrexham|Wrexham, Abenbury, Bowling Bank, Holt, Llan-y-Pwll, Pentre Maelor, Ridley Wood, Bangor-on-Dee, Gyfelia, Marchwiel, Overton, Penley, Worthenbury
LL14|52.992|-3.053|34|Wrexham|Wrexham, Rhosllanerchrugog, Cefn Mawr, Ponciau, Rhostyllen, Chirk, Ruabon
LL15|53.105|-3.315|10|Denbighshire|Ruthin, Bontuchel, Clawddnewydd, Clocaenog, Cyffylliog, Gellifor, Graigfechan, Llanbedr Dyffryn Clwyd, Llanelidan, Llanfair Dyffryn Clwyd, Pwllglas, Rhewl
LL16|53.185|-3.431|16|Denbighshire|Denbigh, Bodfari, Llandyrnog, Llanrhaeadr, Bylchau, Groes, Henllan, Llannefydd, Llansannan, Nantglyn, The Green, Trefnant
LL17|53.255|-3.439|5|Denbighshire|St Asaph, Allt Goch, Rhuallt, Tremeirchion, Waen
LL18|53.312|-3.478|40|Denbighshire|Rhyl, Bodelwyddan, Cwm Dyserth, Kinmel Bay, Dyserth, Gwaenysgor, Rhuddlan, Trelawnyd
LL19|53.331|-3.411|20|Denbighshire|Prestatyn, Gronant
LL20|52.961|-3.162|8|Denbighshire|Llangollen, Froncysyllte, Garth, Glyn Ceiriog, Llanarmon Dyffryn Ceiriog, Llwynmawr, Pandy, Pontcysyllte, Pontfadog, Rhewl, Tregeiriog, Trevor, Eglwyseg, Llantysilio
LL21|52.989|-3.408|6|Denbighshire|Corwen, Cynwyd, Glanrafon, Glasfryn, Llandrillo, Llangwm, Maerdy, Ty Nant, Betws Gwerfil Goch, Bryneglwys, Carrog, Cerrigydrudion, Clawdd Poncen, Derwen, Glyndyfrdwy, Gwyddelwern, Llanfihangel Glyn Myfyr, Llidiart-y-Parc, Melin-y-Wig
LL22|53.272|-3.591|18|Conwy|Abergele, Betws yn Rhos, Gwytherin, Llanddulas, Llanfairtalhaiarn, Llangernyw, Moelfre, Pandy Tudur, Rhyd-y-Foel, Glascoed, St George
LL23|52.906|-3.602|4|Gwynedd|Bala, Llandderfel, Llanfor, Llanuwchllyn, Sarnau
LL24|53.06|-3.787|2|Conwy|Betws-y-Coed, Capel Curig, Cwm Penmachno, Penmachno, Pentre Du, Pentrefoelas, Ysbyty Ifan
LL25|53.055|-3.879|1|Conwy|Dolwyddelan
LL26|53.139|-3.787|5|Conwy|Llanrwst, Capel Garmon, Llanddoged, Melin-y-Coed, Maenan
LL27|53.148|-3.827|1|Conwy|Trefriw
LL28|53.289|-3.759|14|Conwy|Colwyn Bay, Rhos on Sea, Eglwysbach, Glan Conwy, Mochdre, Tal-y-Cafn
LL29|53.291|-3.712|20|Conwy|Colwyn Bay, Llanelian, Llysfaen, Old Colwyn
LL30|53.317|-3.818|22|Conwy|Llandudno, Llanrhos, Penrhyn Bay
LL31|53.291|-3.811|9|Conwy|Deganwy, Glanwydden, Llangwstenin, Llandudno Junction
LL32|53.262|-3.84|7|Conwy|Conwy, Dolgarrog, Groesffordd, Henryd, Rowen, Tal-y-Bont, Tyn-y-Groes
LL33|53.25|-3.984|4|Conwy|Abergwyngregyn, Llanfairfechan
LL34|53.271|-3.913|4|Conwy|Penmaenmawr, Dwygyfylchi
LL35|52.547|-4.041|1|Gwynedd|Aberdovey, Aberdyfi
LL36|52.603|-4.066|5|Gwynedd|Tywyn, Abergynolwyn, Bryncrug, Llanegryn, Rhoslefain
LL37|52.671|-4.07|1|Gwynedd|Llwyngwril
LL38|52.699|-4.038|1|Gwynedd|Fairbourne, Friog
LL39|52.712|-4.003|0|Gwynedd|Arthog
LL40|52.755|-3.877|4|Gwynedd|Dolgellau, Brithdir, Drws y Nant, Ganllwyd, Llanelltyd, Llanfachreth, Rhydymain, Tabor
LL41|52.97|-3.939|6|Gwynedd|Blaenau Ffestiniog, Talwaenydd, Ffestiniog, Gellilydan, Maentwrog, Manod, Trawsfynydd
LL42|52.726|-4.054|3|Gwynedd|Barmouth, Llanaber
LL43|52.775|-4.092|0|Gwynedd|Talybont
LL44|52.787|-4.095|1|Gwynedd|Dyffryn Ardudwy
LL45|52.82|-4.097|1|Gwynedd|Llanbedr
LL46|52.856|-4.108|2|Gwynedd|Harlech, Llanfair
LL47|52.902|-4.063|1|Gwynedd|Talsarnau, Soar, Ynys
LL48|52.935|-4.071|3|Gwynedd|Penrhyndeudraeth, Llanfrothen, Minffordd
LL49|52.929|-4.138|5|Gwynedd|Porthmadog, Borth-y-Gest, Morfa Bychan, Penmorfa, Prenteg, Tremadog
LL51|52.973|-4.237|1|Gwynedd|Garndolbenmaen
LL52|52.925|-4.238|3|Gwynedd|Criccieth, Llanystumdwy, Pentrefelin, Rhoslan
LL53|52.884|-4.488|17|Gwynedd|Pwllheli, Efailnewydd, Llannor, Abererch, Chwilog, Llithfaen, Nefyn, Pistyll, Plas Gwyn, Y Ffor, Abersoch, Bwlchtocyn, Llanbedrog, Mynytho, Penrhos, Rhydyclafdy, Aberdaron, Boduan, Botwnnog, Edern, Morfa Nefyn, Sarn, Tudweiliog
LL54|53.06|-4.286|11|Gwynedd|Caernarfon, Clynnogfawr, Llanaelhaearn, Llandwrog, Pontllyfni, Saron, Trefor, Llanllyfni, Nantlle, Penygroes, Rhyd Ddu, Talysarn, Bontnewydd, Carmel, Dinas, Groeslon, Rhosgadfan, Rhostryfan
LL55|53.134|-4.211|21|Gwynedd|Caernarfon, Bethel, Bontnewydd, Caeathro, Brynrefail, Clwt-y-Bont, Deiniolen, Penisarwaun, Beddgelert, Ceunant, Cwm-y-Glo, Llanberis, Llanrug, Nant Gwynant, Nant Peris, Waunfawr
LL56|53.188|-4.2|2|Gwynedd|Y Felinheli
LL57|53.21|-4.116|28|Gwynedd|Bangor, Llanllechid, Rachub, Talybont, Bethesda, Glasinfryn, Llandygai, Mynydd Llandygai, Rhiwlas, Tregarth
LL58|53.279|-4.101|4|Isle of Anglesey|Beaumaris, Llanddona, Llanfaes, Llangoed, Penmon
LL59|53.234|-4.159|6|Isle of Anglesey|Menai Bridge, Llandegfan, Llansadwrn
LL60|53.216|-4.268|3|Isle of Anglesey|Gaerwen, Llanddaniel, Llangaffo, Star
LL61|53.197|-4.26|6|Isle of Anglesey|Llanfairpwllgwyngyll, Llanfairpwll, Brynsiencyn, Dwyran, Newborough
LL62|53.211|-4.386|2|Isle of Anglesey|Bodorgan, Bethel, Hermon, Llangristiolus, Malltraeth, Trefdraeth
LL63|53.22|-4.47|1|Isle of Anglesey|Ty Croes, Aberffraw, Llanfaelog
LL64|53.229|-4.515|1|Isle of Anglesey|Rhosneigr
LL65|53.301|-4.575|24|Isle of Anglesey|Holyhead, Trearddur Bay, Four Mile Bridge, Rhoscolyn, Bodedern, Bryngwran, Caergeiliog, Llanynghenedl, Trefor, Valley, Gwalchmai, Llanddeusant, Llanfachraeth, Llanfaethlu, Llanfairynghornwy, Llanrhyddlad, Rhydwyn
LL66|53.381|-4.406|0|Isle of Anglesey|Rhosgoch
LL67|53.411|-4.456|1|Isle of Anglesey|Cemaes Bay, Tregele
LL68|53.399|-4.375|6|Isle of Anglesey|Amlwch, Bull Bay, Carreglefn, Llanfechell, Rhosybol
LL69|53.386|-4.319|1|Isle of Anglesey|Penysarn
LL70|53.364|-4.288|0|Isle of Anglesey|Dulas
LL71|53.327|-4.369|2|Isle of Anglesey|Llanerchymedd
LL72|53.344|-4.246|1|Isle of Anglesey|Moelfre
LL73|53.335|-4.245|0|Isle of Anglesey|Marianglas
LL74|53.315|-4.234|2|Isle of Anglesey|Tyn-y-Gongl, Benllech
LL75|53.284|-4.221|2|Isle of Anglesey|Pentraeth, Red Wharf Bay, Rhoscefnhir
LL76|53.301|-4.239|0|Isle of Anglesey|Llanbedrgoch
LL77|53.26|-4.313|7|Isle of Anglesey|Llangefni, Bodffordd, Rhostrehwfa, Talwrn
LL78|53.317|-4.264|1|Isle of Anglesey|Brynteg
LN1|53.255|-0.583|28|Lincoln|Lincoln, Lincoln city centre, Stow
LN2|53.259|-0.511|39|Lincoln|Lincoln, Nettleham
LN3|53.281|-0.338|9|West Lindsey|Lincoln
LN4|53.153|-0.39|39|North Kesteven|Branston, Canwick, Coningsby, Dunston, Heighington, Nocton, Washingborough, Timberland, Martin
LN5|53.187|-0.553|33|Lincoln|Lincoln, Waddington
LN6|53.203|-0.596|58|Lincoln|Lincoln, Doddington Park, Birchwood, North Hykeham, South Hykeham
LN7|53.489|-0.341|6|West Lindsey|Market Rasen
LN8|53.375|-0.329|17|West Lindsey|Market Rasen
LN9|53.216|-0.112|10|East Lindsey|Horncastle
LN10|53.158|-0.216|6|East Lindsey|Woodhall Spa
LN11|53.373|0.023|28|East Lindsey|Louth
LN12|53.33|0.263|13|East Lindsey|Mablethorpe, Sutton-on-Sea
LN13|53.265|0.182|8|East Lindsey|Alford
LS1|53.797|-1.553|4|Leeds|Leeds city centre
LS2|53.801|-1.548|9|Leeds|Leeds city centre, Woodhouse
LS3|53.802|-1.563|5|Leeds|Woodhouse
LS4|53.808|-1.583|9|Leeds|Burley, Kirkstall, Kirkstall Valley
LS5|53.818|-1.602|9|Leeds|Hawksworth, Kirkstall
LS6|53.819|-1.566|48|Leeds|Beckett Park, Headingley, Hyde Park, Meanwood, Woodhouse
LS7|53.818|-1.541|29|Leeds|Chapel Allerton, Chapeltown, Little London, Meanwood, Potternewton, Scott Hall, Sheepscar
LS8|53.822|-1.512|48|Leeds|Fearnville, Gipton, Gledhow, Harehills, Oakwood, Roundhay
LS9|53.799|-1.512|37|Leeds|Burmantofts, Cross Green, East End Park, Gipton, Harehills, Osmondthorpe, Richmond Hill
LS10|53.765|-1.532|36|Leeds|Belle Isle, Hunslet, Middleton, Stourton
LS11|53.778|-1.557|35|Leeds|Beeston, Beeston Hill, Cottingley, Holbeck
LS12|53.791|-1.595|41|Leeds|Armley, Farnley, New Farnley, Wortley
LS13|53.811|-1.635|35|Leeds|Bramley, Rodley, Swinnow
LS14|53.827|-1.458|34|Leeds|Killingbeck, Seacroft, Scarcroft, Swarcliffe, Thorner, Whinmoor
LS15|53.807|-1.446|35|Leeds|Austhorpe, Barwick-in-Elmet, Colton, Cross Gates, Halton, Halton Moor, Scholes, Whitkirk
LS16|53.851|-1.604|36|Leeds|Adel, Bramhope, Cookridge, Eccup, Far Headingley, Holt Park, Ireland Wood, Lawnswood, Moor Grange, Tinshill, Weetwood, West Park
LS17|53.858|-1.529|43|Leeds|Alwoodley, Bardsey, East Keswick, Eccup, Harewood, Moor Allerton, Moortown, Shadwell, Weardley, Wike
LS18|53.841|-1.645|19|Leeds|Horsforth
LS19|53.861|-1.686|20|Leeds|Rawdon, Yeadon
LS20|53.873|-1.714|12|Leeds|Guiseley
LS21|53.91|-1.683|18|Leeds|Arthington, Otley, Pool
LS22|53.932|-1.393|16|Leeds|Collingham, Linton, Wetherby
LS23|53.907|-1.353|9|Leeds|Boston Spa, Bramham, Clifford, Thorp Arch, Walton
LS24|53.872|-1.255|12|Selby|Saxton, Stutton, Ulleskelf, Church Fenton, Tadcaster, Toulston
LS25|53.786|-1.326|40|Leeds|Aberford, Ferry Fryston, Garforth, Hillam, Kippax, Ledsham, Micklefield, Monk Fryston, Sherburn-in-Elmet
LS26|53.756|-1.444|30|Leeds|Great Preston, Methley, Mickletown, Oulton, Rothwell, Swillington, Woodlesford
LS27|53.749|-1.605|36|Leeds|Churwell, Gildersome, Morley
LS28|53.802|-1.669|38|Leeds|Calverley, Farsley, Pudsey, Stanningley
LS29|53.92|-1.805|32|Bradford|Addingham, Ben Rhydding, Burley in Wharfedale, Ilkley, Menston
LU1|51.876|-0.425|43|Luton|Luton, Aley Green, Caddington, Lower Woodside, Pepperstock, Skimpot, Slip End, Woodside
LU2|51.891|-0.398|56|Luton|Luton, Chiltern Green, Cockernhoe, East Hyde, Lawrence End, Lilley, New Mill End, Peters Green, Tea Green, The Hyde, Wandon End, Wandon Green, Winch Hill
LU3|51.907|-0.444|61|Luton|Luton, Lower Sundon, Streatley, Sundon
LU4|51.899|-0.465|52|Luton|Luton, Chalton, Leagrave
LU5|51.907|-0.515|38|Central Bedfordshire|Dunstable, Bidwell, Chalgrave, Fancott, Harlington, Houghton Regis, Thorn, Toddington
LU6|51.881|-0.533|31|Central Bedfordshire|Dunstable, Eaton Bray, Edlesborough, Holywell, Kensworth, Northall, Sewell, Studham, Totternhoe, Whipsnade
LU7|51.911|-0.662|54|Central Bedfordshire|Leighton Buzzard, Linslade, Bragenham, Cheddington, Cublington, Eggington, Heath and Reach, Hockliffe, Ivinghoe, Mentmore, Pitstone, Slapton, Soulbury, Stanbridge, Stewkley, Tilsworth, Wing, Wingfield
M1|53.478|-2.237|12|Manchester|Piccadilly, Northern Quarter, Manchester City Centre
M2|53.48|-2.245|0|Manchester|Deansgate, Manchester City Centre
M3|53.484|-2.252|12|Salford|Manchester City Centre, Blackfriars, Trinity
M4|53.485|-2.231|11|Manchester|Ancoats, Northern Quarter, Strangeways
M5|53.48|-2.286|15|Salford|Salford, Ordsall, Seedley, Weaste
M6|53.492|-2.296|33|Salford|Salford, Claremont, Irlams o' th' Height, Charlestown, Whit Lane, Pendleton
M7|53.504|-2.262|28|Salford|Salford, Higher Broughton, Cheetwood, Lower Broughton, Kersal
M8|53.509|-2.241|31|Manchester|Crumpsall, Cheetham Hill
M9|53.522|-2.214|39|Manchester|Harpurhey, Blackley
M11|53.478|-2.183|20|Manchester|Clayton, Openshaw, Beswick
M12|53.466|-2.205|16|Manchester|Ardwick, Longsight, Chorlton-on-Medlock
M13|53.462|-2.217|24|Manchester|Ardwick, Longsight, Chorlton-on-Medlock
M14|53.447|-2.225|53|Manchester|Fallowfield, Moss Side, Ladybarn, Rusholme
M15|53.466|-2.252|22|Manchester|Hulme
M16|53.456|-2.265|36|Trafford|Firswood, Old Trafford, Whalley Range
M17|53.469|-2.316|0|Trafford|Trafford Park, The Trafford Centre
M18|53.462|-2.173|23|Manchester|Abbey Hey, Gorton
M19|53.438|-2.195|35|Manchester|Levenshulme, Burnage
M20|53.425|-2.232|49|Manchester|Didsbury, West Didsbury, East Didsbury, Withington
M21|53.439|-2.273|29|Manchester|Chorlton, Chorlton-cum-Hardy, Firswood
M22|53.385|-2.261|42|Manchester|Wythenshawe, Northenden, Sharston
M23|53.397|-2.287|31|Manchester|Baguley, Wythenshawe
M24|53.552|-2.199|47|Rochdale|Middleton, Alkrington
M25|53.533|-2.28|31|Bury|Prestwich
M26|53.562|-2.334|35|Bury|Radcliffe, Stoneclough
M27|53.512|-2.338|42|Salford|Swinton, Clifton, Pendlebury, Wardley, Agecroft
M28|53.517|-2.399|39|Salford|Worsley, Walkden, Boothstown, Mosley Common
M29|53.515|-2.471|23|Wigan|Tyldesley, Astley
M30|53.476|-2.368|36|Salford|Eccles
M31|53.443|-2.38|8|Trafford|Carrington, Partington
M32|53.45|-2.308|28|Trafford|Stretford
M33|53.423|-2.325|60|Trafford|Sale, Brooklands
M34|53.455|-2.116|46|Tameside|Denton, Audenshaw
M35|53.498|-2.152|21|Oldham|Failsworth
M38|53.53|-2.42|14|Salford|Little Hulton
M40|53.503|-2.194|41|Manchester|Collyhurst, Miles Platting, Moston, New Moston, Newton Heath
M41|53.451|-2.363|41|Trafford|Urmston
M43|53.483|-2.149|23|Tameside|Droylsden
M44|53.441|-2.427|20|Salford|Irlam, Cadishead
M45|53.545|-2.29|23|Bury|Whitefield
M46|53.526|-2.492|22|Wigan|Atherton
M50|53.477|-2.29|3|Salford|Salford Quays
ME1|51.376|0.5|31|Medway|Rochester, Burham, Wouldham
ME2|51.391|0.485|39|Medway|Strood, Halling, Cuxton, Frindsbury
ME3|51.431|0.546|26|Medway|Rochester, Hoo Peninsula
ME4|51.381|0.528|30|Medway|Chatham
ME5|51.352|0.532|52|Medway|Chatham, Walderslade, Blue Bell Hill, Lordswood
ME6|51.324|0.439|10|Tonbridge and Malling|Snodland
ME7|51.38|0.555|51|Medway|Gillingham
ME8|51.362|0.595|49|Medway|Rainham, Gillingham
ME9|51.336|0.724|21|Swale|Sittingbourne
ME10|51.343|0.735|48|Swale|Sittingbourne
ME11|51.414|0.748|3|Swale|Queenborough, Rushenden
ME12|51.425|0.799|37|Swale|Isle of Sheppey, Sheerness, Minster
ME13|51.305|0.894|28|Swale|Faversham
ME14|51.277|0.538|31|Maidstone|Maidstone, Bearsted, Grove Green
ME15|51.255|0.533|48|Maidstone|Maidstone, Bearsted, Downswood, Shepway, Senacre, Loose, Mangravet, Parkwood
ME16|51.273|0.499|30|Maidstone|Maidstone, Barming
ME17|51.237|0.605|22|Maidstone|Hollingbourne, Hucking, Harrietsham, Lenham, Boughton Monchelsea, Linton, Coxheath, Chart Sutton, Sutton Valence
ME18|51.245|0.423|7|Maidstone|Maidstone, Wateringbury, East Peckham
ME19|51.294|0.411|22|Tonbridge and Malling|West Malling, Kings Hill
ME20|51.306|0.459|21|Tonbridge and Malling|Aylesford, Ditton, Larkfield
MK1|52.007|-0.728|1|Milton Keynes|Milton Keynes, Denbigh, Mount Farm
MK2|51.992|-0.726|14|Milton Keynes|Milton Keynes, Bletchley, Brickfields, Fenny Stratford, Water Eaton
MK3|51.996|-0.751|23|Milton Keynes|Milton Keynes, Bletchley, Church Green, Far Bletchley, Old Bletchley, West Bletchley
MK4|52.005|-0.776|22|Milton Keynes|Milton Keynes, Emerson Valley, Furzton, Kingsmead, Shenley Brook End, Tattenhoe, Westcroft, Whaddon
MK5|52.02|-0.777|16|Milton Keynes|Milton Keynes, Crownhill, Elfield Park, Grange Farm, Oakhill, Knowlhill, Loughton, Medbourne, Shenley Church End, Shenley Lodge, Shenley Wood
MK6|52.029|-0.739|28|Milton Keynes|Milton Keynes, Ashland, Beanhill, Bleak Hall, Coffee Hall, Eaglestone, Fishermead, Great Woolstone, Leadenhall, Little Woolstone, Netherfield, Oldbrook, Peartree Bridge, Redmoor, Springfield, Tinkers Bridge, Woughton on the Green, Woughton Park, Simpson, Winterhill
MK7|52.021|-0.693|15|Milton Keynes|Milton Keynes, Caldecotte, Kents Hill, Tilbrook, Walton, Walton Hall, Wavendon
MK8|52.036|-0.808|12|Milton Keynes|Milton Keynes, Crownhill, Grange Farm, Great Holm, Hazeley, Loughton, Loughton Lodge, Two Mile Ash, Wymbush
MK9|52.039|-0.751|3|Milton Keynes|Milton Keynes, Central Milton Keynes, Campbell Park
MK10|52.037|-0.696|14|Milton Keynes|Milton Keynes, Brinklow, Broughton, Kingston, Middleton, Milton Keynes Village, Monkston, Oakgrove
MK11|52.05|-0.836|8|Milton Keynes|Milton Keynes, Fullers Slade, Galley Hill, Kiln Farm, Stony Stratford
MK12|52.057|-0.818|12|Milton Keynes|Milton Keynes, Greenleys, Hodge Lea, Old Wolverton, Stacey Bushes, Wolverton, Wolverton Mill
MK13|52.052|-0.79|19|Milton Keynes|Milton Keynes, Bancroft, Bluebridge, Bradwell, Bradwell Abbey, Bradwell Common, New Bradwell, Heelands, Stonebridge
MK14|52.06|-0.769|19|Milton Keynes|Milton Keynes, Blakelands, Conniburrow, Downs Barn, Giffard Park, Great Linford, Linford Wood, Stantonbury, Neath Hill
MK15|52.056|-0.726|7|Milton Keynes|Milton Keynes, Bolbeck Park, Downhead Park, Fox Milne, Newlands, Pennyland, Pineham, Northfield, Tongwell, Willen Park, Willen, Willen Lake
MK16|52.088|-0.721|19|Milton Keynes|Newport Pagnell, Astwood, Broughton, Chicheley, Filgrave, Gayhurst, Hardmead, Lathbury, Little Crawley, Moulsoe, North Crawley, Sherington, Stoke Goldington, Tyringham
MK17|51.997|-0.7|17|Milton Keynes|Aspley Guise, Battlesden, Bow Brickhill, Drayton Parslow, Eversholt, Great Brickhill, Great Horwood, Hulcote, Little Brickhill, Little Horwood, Milton Bryan, Mursley, Nash, Newton Longville, Potsgrove, Salford, Stoke Hammond, Swanbourne, Thornton, Tingrith, Wavendon, Whaddon, Woburn, Woburn Sands
MK18|51.981|-0.971|31|Aylesbury Vale|Buckingham, Winslow, Addington, Adstock, Akeley, Barton Hartshorn, Botolph Claydon, Calvert, Chackmore, Chetwode, Dadford, Dunton, East Claydon, Finmere, Foscott, Gawcott, Granborough, Hillesden, Hoggeston, Leckhamstead, Lillingstone Dayrell, Lillingstone Lovell, Maids Moreton, Middle Claydon, Newton Purcell, North Marston, Padbury, Shalstone, Steeple Claydon, Tingewick, Thornborough, Water Stratford
MK19|52.07|-0.852|11|Aylesbury Vale|Beachampton, Calverton, Castlethorpe, Cosgrove, Deanshanger, Hanslope, Haversham, Little Linford, Long Street, Old Stratford, Passenham, Upper Weald, Wicken
MK40|52.137|-0.474|31|Bedford|Bedford, Biddenham, Castle, De Parys, Great Denham, Harpur, Queens Park
MK41|52.151|-0.45|42|Bedford|Bedford, Brickhill, Clapham, De Parys, Goldington, Harpur, Newnham, Putnoe, Renhold, Salph End
MK42|52.12|-0.474|44|Bedford|Bedford, Cauldwell, Elstow, Harrowden, Kempston, Kingsbrook, Shortstown, Wixams
MK43|52.118|-0.551|33|Bedford|Bourne End, Brogborough, Box End, Bromham, Cranfield, Carlton, Felmersham, Harrold, Husborne Crawley, Keeley Green, Kempston Rural, Lidlington, Lower Shelton, Marston Moretaine, Newton Blossomville, Oakley, Odell, Pavenham, Radwell, Ridgmont, Stagsden, Stevington, Stewartby, Turvey, Upper Shelton, West End, Wood End, Wootton, Wootton Green
MK44|52.189|-0.431|15|Bedford|Begwary, Bletsoe, Blunham, Bolnhurst, Cardington, Chawston, Colesden, Colmworth, Cople, Duck's Cross, Great Barford, Keysoe, Keysoe Row, Kingsbrook, Knotting, Knotting Green, Little Staughton, Melchbourne, Milton Ernest, Mogerhanger, Newton Bromswold, Pertenhall, Ravensden, Riseley, Roxton, Sharnbrook, Souldrop, Swineshead, Thurleigh, Top End, Wilden, Willington, Wyboston, Yielden
MK45|52.029|-0.473|43|Central Bedfordshire|Ampthill, Barton-le-Clay, Clophill, Cotton End, Flitton, Flitwick, Gravenhurst, Greenfield, Haynes, Haynes Church End, Herring's Green, Houghton Conquest, How End, Kempston Hardwick, Maulden, Millbrook, Pulloxhill, Sharpenhoe, Silsoe, Steppingley, Westoning, Wilstead
MK46|52.153|-0.696|9|Milton Keynes|Olney, Clifton Reynes, Cold Brayfield, Emberton, Lavendon, Ravenstone, Warrington, Weston Underwood
ML1|55.798|-3.977|54|North Lanarkshire|Motherwell, Carfin, Cleland, Hareshaw, Holytown, New Stevenston, Newarthill, Newhouse
ML2|55.777|-3.915|41|North Lanarkshire|Wishaw, Bonkle, Bogside, Garrion Bridge, Morningside, Overtown, Waterloo
ML3|55.771|-4.053|52|South Lanarkshire|Hamilton, Ferniegair, Limekilnburn, Quarter
ML4|55.819|-4.021|23|North Lanarkshire|Bellshill, Orbiston, Mossend
ML5|55.86|-4.031|47|North Lanarkshire|Coatbridge, Annathill, Glenboig
ML6|55.868|-3.963|55|North Lanarkshire|Airdrie, Calderbank, Caldercruix, Chapelhall, Forrestfield, Gartness, Glenmavis, Greengairs, Plains, Riggend, Stand, Wattston
ML7|55.83|-3.797|16|North Lanarkshire|Shotts, Allanton, Eastfield, Harthill, Hartwood, Salsburgh
ML8|55.728|-3.838|19|South Lanarkshire|Carluke, Law
ML9|55.726|-3.968|23|South Lanarkshire|Larkhall, Netherburn, Stonehouse, Ashgill
ML10|55.684|-4.063|11|South Lanarkshire|Strathaven, Caldermill, Chapelton, Drumclog, Glassford, Sandford, Gilmourton
ML11|55.666|-3.789|35|South Lanarkshire|Lanark, Lesmahagow, Blackwood, Kirkmuirhill
ML12|55.572|-3.589|8|South Lanarkshire|Biggar, Broughton, Symington, Wanlockhead
N1|51.538|-0.098|91|Islington|Barnsbury, Canonbury, Kings Cross, Islington, Pentonville, De Beauvoir Town, Hoxton
N1C|51.536|-0.126|0|Camden|Kings Cross
N2|51.59|-0.169|24|Barnet|East Finchley, Fortis Green, Hampstead Garden Suburb
N3|51.6|-0.194|27|Barnet|Finchley, Church End, Finchley Central
N4|51.571|-0.104|47|Haringey|Finsbury Park, Manor House, Harringay, Stroud Green
N5|51.554|-0.099|25|Islington|Highbury, Highbury Fields
N6|51.572|-0.141|20|Camden|Highgate, Hampstead Heath
N7|51.554|-0.118|47|Islington|Holloway, Barnsbury, Islington, Tufnell Park
N8|51.582|-0.12|40|Haringey|Hornsey, Crouch End, Harringay
N9|51.628|-0.059|51|Enfield|Lower Edmonton, Edmonton
N10|51.594|-0.144|28|Haringey|Muswell Hill
N11|51.614|-0.138|30|Barnet|New Southgate, Friern Barnet, Bounds Green, Arnos Grove
N12|51.615|-0.178|29|Barnet|North Finchley, Woodside Park, Finchley
N13|51.621|-0.104|32|Enfield|Palmers Green
N14|51.633|-0.13|30|Enfield|Southgate, Oakwood, Arnos Grove
N15|51.581|-0.085|45|Haringey|West Green, Seven Sisters, Duckett's Green
N16|51.564|-0.077|69|Hackney|Stoke Newington, Stamford Hill, Shacklewell, Dalston, Newington Green
N17|51.598|-0.071|63|Haringey|Tottenham, South Tottenham
N18|51.614|-0.065|32|Enfield|Upper Edmonton, Edmonton
N19|51.565|-0.128|34|Islington|Upper Holloway, Archway, Tufnell Park, Hornsey
N20|51.63|-0.175|19|Barnet|Whetstone, Totteridge, Oakleigh Park
N21|51.636|-0.1|24|Enfield|Winchmore Hill, Bush Hill, Grange Park
N22|51.6|-0.114|43|Haringey|Wood Green, Bounds Green, Bowes Park
NE1|54.973|-1.613|9|Newcastle upon Tyne|Newcastle city centre, Newcastle upon Tyne, Newcastle
NE2|54.986|-1.606|30|Newcastle upon Tyne|Jesmond, Spital Tongues
NE3|55.01|-1.634|54|Newcastle upon Tyne|Gosforth, Fawdon, Kingston Park
NE4|54.973|-1.644|38|Newcastle upon Tyne|Fenham, West Gate, Wingrove
NE5|54.995|-1.688|48|Newcastle upon Tyne|Westerhope, Newcastle West
NE6|54.977|-1.567|51|Newcastle upon Tyne|Walker, Byker, Heaton
NE7|54.997|-1.58|16|Newcastle upon Tyne|High Heaton, Benton
NE8|54.956|-1.605|33|Gateshead|Gateshead, Bensham
NE9|54.932|-1.588|38|Gateshead|Gateshead, Low Fell, Springwell
NE10|54.948|-1.557|36|Gateshead|Gateshead, Felling, Leam Lane, Pelaw
NE11|54.94|-1.632|16|Gateshead|Gateshead, Dunston, Metro Centre, Team Valley, Kibblesworth
NE12|55.026|-1.57|35|North Tyneside|Killingworth, Longbenton, Forest Hall
NE13|55.042|-1.646|12|Newcastle upon Tyne|Wideopen, Dinnington
NE15|54.983|-1.719|33|Newcastle upon Tyne|Lemington, Throckley, Newburn
NE16|54.935|-1.693|26|Gateshead|Whickham, Sunniside, Burnopfield
NE17|54.916|-1.819|5|Gateshead|Chopwell
NE18|55.038|-1.861|1|Northumberland|Stamfordham
NE19|55.18|-2.096|2|Northumberland|Otterburn, Catcleugh
NE20|55.052|-1.779|12|Northumberland|Ponteland
NE21|54.959|-1.72|17|Gateshead|Blaydon, Winlaton
NE22|55.137|-1.584|18|Northumberland|Bedlington, Hartford Bridge
NE23|55.084|-1.584|39|Northumberland|Cramlington
NE24|55.123|-1.521|38|Northumberland|Blyth, Newsham
NE25|55.049|-1.488|30|North Tyneside|Monkseaton, New Hartley, Holywell, Seaton Delaval
NE26|55.048|-1.461|19|North Tyneside|Whitley Bay, Seaton Sluice
NE27|55.031|-1.511|12|North Tyneside|Shiremoor, West Allotment, Backworth, Holystone, Murton Village
NE28|55.001|-1.519|45|North Tyneside|Wallsend, Battle Hill, Willington Quay
NE29|55.012|-1.469|36|North Tyneside|North Shields, Royal Quays, Billy Mill, New York
NE30|55.02|-1.443|22|North Tyneside|Tynemouth, Marden, Cullercoats
NE31|54.972|-1.513|20|South Tyneside|Hebburn
NE32|54.97|-1.484|25|South Tyneside|Jarrow, Fellgate
NE33|54.992|-1.431|27|South Tyneside|South Shields, South Shields Town Centre, Deans, High Shields
NE34|54.973|-1.423|52|South Tyneside|South Shields, Harton, Horsley Hill, Marsden, Simonside, Brockley Whins
NE35|54.953|-1.463|6|South Tyneside|Boldon Colliery
NE36|54.947|-1.443|7|South Tyneside|East Boldon, West Boldon
NE37|54.911|-1.528|21|Sunderland|Washington, Usworth, Sulgrave, Albany
NE38|54.895|-1.526|31|Sunderland|Washington, Washington Town Centre, Oxclose, Fatfield
NE39|54.926|-1.758|9|Gateshead|Rowlands Gill, High Spen, Hamsterley Mill
NE40|54.966|-1.77|16|Gateshead|Ryton, Crawcrook, Greenside
NE41|54.976|-1.822|2|Northumberland|Wylam
NE42|54.962|-1.854|13|Northumberland|Prudhoe, West Wylam, Ovingham, Ovington
NE43|54.949|-1.903|5|Northumberland|Stocksfield, Painshawfield, Newton
NE44|54.944|-1.98|1|Northumberland|Riding Mill, Broomhaugh
NE45|54.977|-2.019|4|Northumberland|Corbridge, Dilston, Aydon, Halton
NE46|54.978|-2.105|16|Northumberland|Hexham, Anick, Oakwood, Acomb
NE47|54.93|-2.247|8|Northumberland|Allendale Town, Allenheads, Haydon Bridge, Bardon Mill
NE48|55.132|-2.267|4|Northumberland|Bellingham, Kielder, Wark
NE49|54.966|-2.461|4|Northumberland|Haltwhistle, Melkridge
NE61|55.178|-1.687|32|Northumberland|Morpeth, Tranwell, Hepscott
NE62|55.161|-1.593|10|Northumberland|Scotland Gate, Guidepost, Stakeford, West Sleekburn, Bomarsund
NE63|55.177|-1.562|28|Northumberland|Ashington
NE64|55.184|-1.517|6|Northumberland|Newbiggin-by-the-Sea
NE65|55.311|-1.743|20|Northumberland|Rothbury, Longhorsley, Felton, Amble
NE66|55.427|-1.728|17|Northumberland|Alnwick, Alnmouth, Embleton, Powburn
NE67|55.535|-1.693|1|Northumberland|Chathill
NE68|55.572|-1.661|2|Northumberland|Seahouses, North Sunderland
NE69|55.605|-1.719|0|Northumberland|Bamburgh
NE70|55.592|-1.816|2|Northumberland|Belford
NE71|55.553|-2.041|3|Northumberland|Wooler
NG1|52.955|-1.148|13|Nottingham|Nottingham, Nottingham City Centre
NG2|52.937|-1.137|59|Nottingham|Nottingham, Nottingham City Centre, Sneinton, The Meadows, West Bridgford
NG3|52.968|-1.13|48|Nottingham|Nottingham, Carlton, St Ann's, Mapperley
NG4|52.971|-1.087|41|Gedling|Carlton, Gedling, Netherfield
NG5|52.997|-1.144|87|Nottingham|Nottingham, Sherwood, Arnold, Bestwood, Carrington, Top Valley, Rise Park
NG6|52.997|-1.192|38|Nottingham|Nottingham, Bestwood Village, Bulwell, Old Basford
NG7|52.958|-1.178|58|Nottingham|Nottingham, New Basford, Forest Fields, Hyson Green, Radford, Lenton
NG8|52.964|-1.215|64|Nottingham|Nottingham, Aspley, Wollaton, Whitemoor, Bilborough
NG9|52.926|-1.233|73|Broxtowe|Beeston, Stapleford, Lenton Abbey, Chilwell, Trowell
NG10|52.9|-1.282|47|Erewash|Long Eaton, Sawley, Sandiacre
NG11|52.9|-1.174|38|Rushcliffe|Clifton, Ruddington, Gotham
NG12|52.911|-1.059|33|Rushcliffe|Cotgrave, Radcliffe on Trent, Keyworth
NG13|52.948|-0.93|21|Rushcliffe|Bingham, Whatton, Bottesford, Aslockton
NG14|53.014|-1.041|19|Gedling|Calverton, Lowdham
NG15|53.045|-1.203|40|Ashfield|Hucknall, Ravenshead, Newstead
NG16|53.027|-1.298|64|Broxtowe|Kimberley, Eastwood, Nuthall, Langley Mill, Pinxton, Selston, Awsworth, Ironville, Jacksdale, Underwood, Brinsley, Watnall
NG17|53.116|-1.261|73|Ashfield|Sutton-in-Ashfield, Kirkby-in-Ashfield, Stanton Hill, Skegby
NG18|53.141|-1.186|42|Mansfield|Mansfield
NG19|53.16|-1.198|52|Mansfield|Mansfield, Mansfield Woodhouse
NG20|53.208|-1.185|26|Bolsover|Shirebrook, Market Warsop
NG21|53.141|-1.108|22|Newark and Sherwood|Rainworth, Edwinstowe, Clipstone
NG22|53.177|-0.97|26|Newark and Sherwood|Newark, Newark-on-Trent, Ollerton
NG23|53.114|-0.801|17|Newark and Sherwood|Newark, Newark-on-Trent
NG24|53.071|-0.802|45|Newark and Sherwood|Newark, Newark-on-Trent
NG25|53.074|-0.951|9|Newark and Sherwood|Southwell
NG31|52.913|-0.641|44|South Kesteven|Grantham
NG32|52.947|-0.651|13|South Kesteven|Grantham, Croxton Kerrial, Sedgebrook
NG33|52.821|-0.584|10|South Kesteven|Grantham, Castle Bytham, Corby Glen
NG34|52.988|-0.395|41|North Kesteven|Sleaford
NN1|52.241|-0.891|29|Northampton|Northampton
NN2|52.26|-0.888|38|Northampton|Northampton, Kingsthorpe
NN3|52.262|-0.844|69|Northampton|Northampton, Boothville, Moulton, Weston Favell
NN4|52.221|-0.898|47|Northampton|Northampton, Brackmills, East Hunsbury, West Hunsbury, Great Houghton, Hardingstone, Wootton, Grange Park
NN5|52.246|-0.931|38|Northampton|Northampton, Duston, New Duston
NN6|52.321|-0.947|33|Daventry|Brixworth, Cold Ashby, Earls Barton, Ecton, Guilsborough, Long Buckby, Spratton, Sywell, West Haddon
NN7|52.215|-0.921|27|South Northamptonshire|Alderton, Blisworth, Bugbrooke, Castle Ashby, Cogenhoe, Dodford, Flore, Gayton, Grafton Regis, Hackleton, Harpole, Harlestone, Hartwell, Horton, Milton Malsor, Nether Heyford, Piddington, Preston Deanery, Quinton, Roade, Rothersthorpe, Stoke Bruerne, Weedon Bec, Yardley Gobion, Yardley Hastings
NN8|52.298|-0.693|49|Wellingborough|Wellingborough, Wilby
NN9|52.312|-0.617|26|East Northamptonshire|Wellingborough, Chelveston, Finedon, Great Harrowden, Irthlingborough, Little Harrowden, Raunds
NN10|52.293|-0.599|38|East Northamptonshire|Higham Ferrers, Rushden, Wymington
NN11|52.244|-1.174|37|Daventry|Daventry, Braunston, Greens Norton, Hinton, Moreton Pinkney, Welton
NN12|52.128|-0.996|23|South Northamptonshire|Towcester, Abthorpe, Caswell, Greens Norton, Silverstone, Weston
NN13|52.032|-1.148|19|South Northamptonshire|Brackley, Croughton, Farthinghoe, Hinton-in-the-Hedges
NN14|52.411|-0.708|43|Kettering|Broughton, Desborough, Geddington, Isham, Pytchley, Rothwell, Thorpe Malsor, Thrapston
NN15|52.384|-0.706|34|Kettering|Kettering, Burton Latimer, Barton Seagrave
NN16|52.404|-0.71|30|Kettering|Kettering
NN17|52.5|-0.684|27|Corby|Corby, Bulwick
NN18|52.479|-0.711|33|Corby|Corby, Great Oakley, Little Oakley
NN29|52.263|-0.665|12|Wellingborough|Bozeat, Great Doddington, Irchester, Podington, Wollaston
NP4|51.693|-3.04|45|Torfaen|Pontypool, Blaenavon, Little Mill, Glascoed
NP7|51.828|-3.012|26|Monmouthshire|Abergavenny
NP8|51.858|-3.141|5|Powys|Crickhowell
NP10|51.58|-3.043|23|Newport|Newport, Bassaleg, Duffryn, Rogerstone
NP11|51.644|-3.132|37|Caerphilly|Abercarn, Crumlin, Cwmfelinfach, Risca, Ynysddu
NP12|51.669|-3.198|34|Caerphilly|Blackwood, Pontllanfraith, Wyllie
NP13|51.735|-3.141|20|Blaenau Gwent|Abertillery
NP15|51.723|-2.889|8|Monmouthshire|Usk, Raglan
NP16|51.649|-2.687|24|Monmouthshire|Chepstow, Sedbury, Beachley
NP18|51.605|-2.943|17|Newport|Newport, Caerleon, Langstone, Llanwern, Nash, Llandegveth
NP19|51.587|-2.963|52|Newport|Newport, Beechwood, Maindee, St Julians, Ringland
NP20|51.59|-3.005|51|Newport|Newport, Pill, Maesglas, Crindau, Malpas, Bettws
NP22|51.771|-3.258|22|Blaenau Gwent|Tredegar, Rhymney
NP23|51.785|-3.198|33|Blaenau Gwent|Ebbw Vale, Brynmawr
NP24|51.721|-3.239|5|Caerphilly|New Tredegar
NP25|51.804|-2.723|15|Monmouthshire|Monmouth, Redbrook, Welsh Newton
NP26|51.591|-2.776|23|Monmouthshire|Caldicot, Magor
NP44|51.651|-3.028|47|Torfaen|Cwmbran
NR1|52.629|1.309|25|Norwich|Norwich, Thorpe Hamlet, Norwich city centre
NR2|52.631|1.285|26|Norwich|Norwich, Eaton
NR3|52.643|1.295|33|Norwich|Norwich
NR4|52.614|1.262|22|Norwich|Norwich
NR5|52.641|1.237|29|Norwich|Norwich
NR6|52.661|1.283|24|Broadland|Norwich
NR7|52.645|1.333|32|Broadland|Norwich
NR8|52.677|1.208|20|Broadland|Norwich
NR9|52.632|1.11|17|South Norfolk|Norwich
NR10|52.736|1.244|23|Broadland|Reepham, Hevingham, Stratton Strawless
NR11|52.84|1.275|18|North Norfolk|Aylsham, Alby with Thwaite, Aldborough, Aylmerton, Banningham, Blickling, East Beckham, Little Barningham, Hanworth, North Barningham, Roughton, Felbrigg, Gimingham, Ingworth, Matlask, Mundesley, Southrepps, Wickmere
NR12|52.758|1.467|20|North Norfolk|Bacton, Brumstead, Coltishall, East Ruston, Hickling, Ingham, Lessingham, Sloley, Stalham, Tunstead, Wroxham
NR13|52.634|1.469|27|Broadland|Acle, Brundall, Reedham, Rackheath, Salhouse
NR14|52.566|1.375|24|South Norfolk|Loddon, Poringland, Trowse
NR15|52.506|1.267|16|South Norfolk|Long Stratton
NR16|52.479|1.056|12|Breckland|Larling
NR17|52.515|0.996|16|Breckland|Attleborough, Little Ellingham, Great Ellingham
NR18|52.571|1.108|17|South Norfolk|Wymondham
NR19|52.676|0.931|20|Breckland|Dereham
NR20|52.722|0.978|19|Breckland|Bawdeswell, Bylaugh, Elsing, Foxley, Foulsham, Gressenhall, Guestwick, Whissonsett, North Elmham, Swanton Morley, Themelthorpe
NR21|52.84|0.85|16|North Norfolk|Fakenham, Barsham, Binham, Fulmodeston, South Raynham, East Raynham, West Raynham, Hempton, Helhoughton, Hindringham, Gunthorpe, Tatterford, Toftrees
NR22|52.893|0.864|1|North Norfolk|Walsingham
NR23|52.949|0.858|3|North Norfolk|Wells-next-the-Sea
NR24|52.858|1.045|4|North Norfolk|Stody, Briningham, Brinton, Sharrington, Plumstead, Swanton Novers
NR25|52.921|1.082|9|North Norfolk|Holt, Kelling, Baconsthorpe, Blakeney, Bodham, Cley next the Sea, Edgfield, Hempstead, High Kelling, Hunworth, Langham, Letheringsett, Glandford, Weybourne, West Beckham, Salthouse
NR26|52.938|1.211|8|North Norfolk|Sheringham, Beeston Regis, West Runton, Upper Sheringham
NR27|52.925|1.3|12|North Norfolk|Cromer, East Runton, Trimingham, Northrepps, Overstrand
NR28|52.822|1.397|17|North Norfolk|North Walsham, Antingham, Crostwight, Honing, Knapton, Paston, Ridlington
NR29|52.689|1.642|20|Great Yarmouth|Great Yarmouth
NR30|52.618|1.727|31|Great Yarmouth|Great Yarmouth, Caister-on-Sea
NR31|52.577|1.71|50|Great Yarmouth|Great Yarmouth, Gorleston, Bradwell
NR32|52.488|1.733|39|Waveney|Lowestoft, North Lowestoft
NR33|52.456|1.718|40|Waveney|Lowestoft, South Lowestoft
NR34|52.44|1.583|22|Waveney|Beccles
NR35|52.462|1.433|11|Waveney|Bungay, Topcroft, Flixton
NW1|51.532|-0.143|61|Camden|Euston, Camden Town, Camden, Somers Town, Primrose Hill, Gospel Oak, Lisson Grove
NW2|51.559|-0.219|68|Brent|Cricklewood, Willesden, Neasden, Dollis Hill, Childs Hill
NW3|51.553|-0.173|52|Camden|Hampstead, Chalk Farm, Primrose Hill, Swiss Cottage, Belsize Park, Gospel Oak, Frognal, Childs Hill
NW4|51.587|-0.224|32|Barnet|Brent Cross, Hendon
NW5|51.552|-0.144|31|Camden|Kentish Town, Tufnell Park, Dartmouth Park, Gospel Oak
NW6|51.54|-0.196|64|Brent|Kilburn, Brondesbury, West Hampstead, Queen's Park
NW7|51.615|-0.237|26|Barnet|Mill Hill, Arkley
NW8|51.532|-0.174|34|Westminster|St John's Wood, Primrose Hill, Lisson Grove
NW9|51.586|-0.254|61|Barnet|The Hyde, Colindale, Kingsbury, Queensbury, West Hendon
NW10|51.539|-0.249|92|Brent|Willesden, Acton, Harlesden, Kensal Green, Neasden, Old Oak Common, Park Royal, Stonebridge, Brent Park
NW11|51.579|-0.198|33|Barnet|Golders Green, Hampstead Garden Suburb
OL1|53.547|-2.106|21|Oldham|Oldham, Chadderton, Higginshaw
OL2|53.571|-2.109|42|Oldham|Heyside, Royton, Shaw
OL3|53.553|-2.011|15|Oldham|Delph, Denshaw, Diggle, Dobcross, Greenfield, Uppermill, Saddleworth
OL4|53.542|-2.076|44|Oldham|Oldham, Austerlands, Grasscroft, Grotton, Lees, Lydgate, Scouthead, Springhead, Waterhead
OL5|53.517|-2.041|11|Tameside|Mossley
OL6|53.493|-2.088|29|Tameside|Ashton-under-Lyne
OL7|53.489|-2.106|17|Tameside|Ashton-under-Lyne
OL8|53.527|-2.117|40|Oldham|Oldham, Bardsley
OL9|53.539|-2.142|41|Oldham|Oldham, Chadderton, Westwood
OL10|53.59|-2.223|28|Rochdale|Heywood
OL11|53.606|-2.174|46|Rochdale|Rochdale, Ashworth, Castleton
OL12|53.634|-2.165|46|Rochdale|Rochdale, Buckley, Facit, Healey, Shawforth, Wardle, Whitworth
OL13|53.701|-2.204|15|Rossendale|Bacup, Britannia, Stacksteads
OL14|53.714|-2.101|16|Calderdale|Todmorden, Cornholme, Walsden
OL15|53.644|-2.103|15|Rochdale|Littleborough, Smithy Bridge, Summit
OL16|53.613|-2.138|37|Rochdale|Rochdale, Burnedge, Firgrove, Hurstead, Milnrow, Smallbridge, Thornham
OX1|51.747|-1.262|26|Oxford|Oxford, Central Oxford, Kennington
OX2|51.763|-1.277|40|Oxford|Oxford, Jericho, Botley, North Hinksey, Summertown, Wytham
OX3|51.76|-1.216|43|Oxford|Oxford, Headington, Marston, Elsfield
OX4|51.729|-1.214|62|Oxford|Oxford, Cowley, Blackbird Leys, Sandford-on-Thames, Iffley
OX5|51.861|-1.294|23|Cherwell|Kidlington
OX7|51.898|-1.494|23|West Oxfordshire|Chipping Norton, Charlbury, Chadlington
OX9|51.703|-1.041|14|South Oxfordshire|Thame, Postcombe, Towersey, North Weston
OX10|51.606|-1.13|27|South Oxfordshire|Wallingford, Berinsfield, Cholsey, Dorchester
OX11|51.6|-1.25|33|South Oxfordshire|Didcot, Blewbury, Harwell
OX12|51.595|-1.426|25|Vale of White Horse|Wantage, Grove
OX13|51.678|-1.348|13|Vale of White Horse|Longworth, Sunningwell, Frilford, Cothill, Appleton
OX14|51.668|-1.278|44|Vale of White Horse|Abingdon, Appleford-on-Thames, Burcot, Clifton Hampden, Culham, Drayton, Little Wittenham, Long Wittenham, Radley, Milton, Sutton Courtenay
OX15|52.033|-1.403|18|Cherwell|Bloxham, Drayton, Wroxton, North Newington, South Newington, Swalcliffe, Sibford Gower, Sibford Ferris, Deddington, Hook Norton, Bodicote
OX16|52.064|-1.339|47|Cherwell|Banbury
OX17|52.072|-1.293|17|Cherwell|Adderbury, Aynho, Chacombe, Cropredy, King's Sutton, Middleton Cheney, Sulgrave, Wardington
OX18|51.762|-1.593|25|West Oxfordshire|Carterton, Burford, Bampton, Brize Norton, Alvescot, Clanfield
OX20|51.855|-1.357|5|West Oxfordshire|Woodstock, Bladon, Glympton, Kiddington, Wootton
OX25|51.901|-1.21|10|Cherwell|Ambrosden, Arncott, Blackthorn, Duns Tew, Lower Heyford, Upper Heyford, Steeple Aston, Wendlebury, Weston-on-the-Green
OX26|51.901|-1.151|33|Cherwell|Bicester, Chesterton, Launton
OX27|51.934|-1.149|7|Cherwell|Ardley, Bucknell, Caversfield, Fringford, Fritwell, Marsh Gibbon, Souldern, Stratton Audley
OX28|51.785|-1.486|28|West Oxfordshire|Witney
OX29|51.793|-1.437|23|West Oxfordshire|Eynsham, Ducklington, Freeland, Hailey, Long Hanborough, North Leigh, Standlake, Stanton Harcourt, Stonesfield
OX33|51.757|-1.144|8|South Oxfordshire|Wheatley, Forest Hill, Holton, Horspath, Horton-cum-Studley
OX39|51.704|-0.917|7|South Oxfordshire|Chinnor
OX44|51.702|-1.136|8|South Oxfordshire|Chalgrove, Garsington, Toot Baldon
OX49|51.649|-1.002|4|South Oxfordshire|Watlington
PA1|55.845|-4.42|22|Renfrewshire|Paisley, Ralston
PA2|55.83|-4.435|41|Renfrewshire|Paisley
PA3|55.851|-4.444|24|Renfrewshire|Paisley, Linwood
PA4|55.875|-4.396|23|Renfrewshire|Renfrew, Inchinnan
PA5|55.831|-4.51|23|Renfrewshire|Johnstone, Brookfield, Elderslie
PA6|55.863|-4.534|7|Renfrewshire|Johnstone, Houston
PA7|55.908|-4.501|5|Renfrewshire|Bishopton
PA8|55.901|-4.454|16|Renfrewshire|Erskine
PA9|55.811|-4.55|2|Renfrewshire|Johnstone, Howwood
PA10|55.833|-4.549|4|Renfrewshire|Johnstone, Kilbarchan
PA11|55.857|-4.584|6|Renfrewshire|Bridge of Weir
PA12|55.797|-4.619|3|Renfrewshire|Lochwinnoch
PA13|55.89|-4.627|4|Inverclyde|Kilmacolm
PA14|55.928|-4.667|17|Inverclyde|Port Glasgow, Langbank
PA15|55.943|-4.747|18|Inverclyde|Greenock
PA16|55.943|-4.798|29|Inverclyde|Greenock
PA17|55.869|-4.875|2|North Ayrshire|Skelmorlie
PA18|55.891|-4.88|3|Inverclyde|Wemyss Bay
PA19|55.952|-4.821|12|Inverclyde|Gourock
PA20|55.834|-5.057|6|Argyll and Bute|Rothesay, Isle of Bute, Bute
PA21|55.903|-5.249|1|Argyll and Bute|Tighnabruaich
PA22|55.97|-5.122|0|Argyll and Bute|Colintraive, Glendaruel
PA23|55.954|-4.933|13|Argyll and Bute|Dunoon
PA24|56.155|-4.904|0|Argyll and Bute|Cairndow, Arrochar
PA25|56.214|-5.044|0|Argyll and Bute|Cairndow
PA26|56.259|-4.937|0|Argyll and Bute|Cairndow
PA27|56.148|-5.075|1|Argyll and Bute|Cairndow, Strachur
PA28|55.434|-5.606|7|Argyll and Bute|Campbeltown
PA29|55.806|-5.475|2|Argyll and Bute|Tarbert
PA30|56.014|-5.45|1|Argyll and Bute|Lochgilphead
PA31|56.052|-5.457|5|Argyll and Bute|Lochgilphead
PA32|56.198|-5.127|1|Argyll and Bute|Inveraray
PA33|56.375|-5.044|1|Argyll and Bute|Dalmally
PA34|56.401|-5.498|11|Argyll and Bute|Oban
PA35|56.407|-5.227|1|Argyll and Bute|Taynuilt
PA36|56.52|-4.773|0|Argyll and Bute|Bridge of Orchy
PA37|56.464|-5.395|3|Argyll and Bute|Oban, Connel
PA38|56.594|-5.335|1|Argyll and Bute|Appin
PA41|55.675|-5.743|0|Argyll and Bute|Isle of Gigha, Gigha
PA42|55.639|-6.187|1|Argyll and Bute|Isle of Islay, Islay, Port Ellen
PA43|55.756|-6.285|1|Argyll and Bute|Isle of Islay, Islay, Bowmore
PA44|55.798|-6.288|0|Argyll and Bute|Isle of Islay, Islay
PA45|55.82|-6.167|0|Argyll and Bute|Isle of Islay, Islay
PA46|55.861|-6.119|0|Argyll and Bute|Isle of Islay, Islay
PA47|55.682|-6.504|0|Argyll and Bute|Isle of Islay, Islay
PA48|55.739|-6.385|0|Argyll and Bute|Isle of Islay, Islay
PA49|55.78|-6.39|0|Argyll and Bute|Isle of Islay, Islay
PA60|55.879|-5.918|0|Argyll and Bute|Isle of Jura, Jura
PA61|56.072|-6.203|0|Argyll and Bute|Isle of Colonsay, Colonsay
PA62|56.359|-5.851|0|Argyll and Bute|Isle of Mull, Mull
PA63|56.382|-5.716|0|Argyll and Bute|Isle of Mull, Mull
PA64|56.45|-5.692|0|Argyll and Bute|Isle of Mull, Mull
PA65|56.47|-5.728|0|Argyll and Bute|Isle of Mull, Mull, Craignure
PA66|56.327|-6.34|0|Argyll and Bute|Isle of Mull, Mull
PA67|56.314|-6.232|0|Argyll and Bute|Isle of Mull, Mull
PA68|56.434|-6.143|0|Argyll and Bute|Isle of Mull, Mull
PA69|56.379|-6.078|0|Argyll and Bute|Isle of Mull, Mull
PA70|56.364|-6.028|0|Argyll and Bute|Isle of Mull, Mull
PA71|56.478|-5.981|0|Argyll and Bute|Isle of Mull, Mull
PA72|56.518|-5.972|0|Argyll and Bute|Isle of Mull, Mull
PA73|56.497|-6.184|0|Argyll and Bute|Ulva Ferry, Isle of Mull, Mull
PA74|56.533|-6.23|0|Argyll and Bute|Isle of Mull, Mull
PA75|56.614|-6.109|1|Argyll and Bute|Tobermory, Isle of Mull, Mull
PA76|56.334|-6.395|0|Argyll and Bute|Isle of Iona, Iona
PA77|56.495|-6.878|1|Argyll and Bute|Isle of Tiree, Tiree
PA78|56.627|-6.544|0|Argyll and Bute|Isle of Coll, Coll
PA80|56.81|-6.813|0|Highland|Morvern
PE1|52.591|-0.248|49|Peterborough|Peterborough, Eastfield, Eastgate, Dogsthorpe, Fengate, Newark, Parnwell
PE2|52.567|-0.274|44|Peterborough|Peterborough, Alwalton, Fletton, Orton, Stanground, Woodston
PE3|52.586|-0.277|29|Peterborough|Peterborough, Bretton, Longthorpe, Netherton, Westwood, Ravensthorpe
PE4|52.612|-0.266|28|Peterborough|Peterborough, Gunthorpe, Paston, Walton, Werrington
PE5|52.578|-0.346|1|Peterborough|Ailsworth, Castor, Sutton
PE6|52.654|-0.258|36|South Kesteven|Baston, The Deepings, Market Deeping, Deeping St James, Crowland, Upton, Langtoft
PE7|52.54|-0.204|43|Peterborough|Coates, Hampton, Folksworth, Yaxley, Whittlesey
PE8|52.527|-0.442|18|East Northamptonshire|Oundle, Elton, Fotheringhay, Kings Cliffe, Nassington, Polebrook, Wansford, Warmington, Wittering, Yarwell
PE9|52.654|-0.479|31|South Kesteven|Stamford, Barnack, Collyweston, Easton-on-the-Hill, Great Casterton, Ketton, Ryhall, Tallington, Uffington, Wothorpe
PE10|52.774|-0.378|22|South Kesteven|Bourne, Dowsby, Dunsby, Dyke, Edenham, Grimsthorpe, Haconby, Morton, Rippingale, Thurlby, Witham on the Hill
PE11|52.806|-0.164|43|South Holland|Spalding, Deeping St Nicholas, Donington, Gosberton, Pinchbeck, Quadring, Surfleet
PE12|52.786|0.019|40|South Holland|Spalding, Cowbit, Gedney, Holbeach, Fleet, Long Sutton, Moulton, Sutton Bridge, Weston, Whaplode
PE13|52.669|0.14|35|Fenland|Wisbech, Guyhirn, Murrow, Parson Drove, Tydd St Giles, Wisbech St Mary
PE14|52.639|0.202|21|Fenland|Wisbech, Elm, Emneth, Outwell, Upwell, Walsoken, Welney, West Walton
PE15|52.539|0.086|30|Fenland|March, Benwick, Doddington, Manea, Wimblington
PE16|52.455|0.049|10|Fenland|Chatteris
PE19|52.237|-0.264|44|Huntingdonshire|St Neots, Abbotsley, Buckden, Croxton, Diddington, Eaton Ford, Eaton Socon, Eltisley, Eynesbury
PE20|52.933|-0.102|14|Boston|Algarkirk, Amber Hill, Bicker, Brothertoft, Fosdyke, Frampton, Kirton, Sutterton, Swineshead, Wigtoft
PE21|52.975|-0.024|43|Boston|Boston, Fishtoft, Wyberton
PE22|53.047|0.042|17|Boston|Benington, Butterwick, Freiston, Friskney, Frithville, Langrick, Leverton, Mareham-le-Fen, New Bolingbroke, Old Leake, Revesby, Stickney, Wrangle
PE23|53.173|0.091|9|East Lindsey|Spilsby, Asgarby, East Kirkby, Firsby, Halton Holegate, Harrington, Partney, Somersby
PE24|53.165|0.268|12|East Lindsey|Addlethorpe, Anderby, Burgh le Marsh, Chapel St Leonards, Hogsthorpe, Orby, Wainfleet
PE25|53.152|0.335|22|East Lindsey|Skegness, Croft, Ingoldmells
PE26|52.453|-0.115|12|Huntingdonshire|Ramsey, Bury, Ramsey Mereside, Upwood
PE27|52.331|-0.076|20|Huntingdonshire|St Ives, Holywell, Needingworth
PE28|52.358|-0.189|48|Huntingdonshire|Alconbury, Bluntisham, Brampton, Earith, Fenstanton, Hemingford Abbots, Hemingford Grey, Kimbolton, Sawtry, Somersham, Spaldwick, Warboys, Wyton
PE29|52.335|-0.181|30|Huntingdonshire|Huntingdon, Godmanchester, Hartford, Hinchingbrooke
PE30|52.759|0.414|44|King's Lynn and West Norfolk|King's Lynn, Kings Lynn, North Wootton, South Wootton
PE31|52.875|0.565|20|King's Lynn and West Norfolk|Wolferton, Snettisham, Heacham, Brancaster, Burnham Market, Burnham Thorpe
PE32|52.729|0.622|15|King's Lynn and West Norfolk|East Winch, Leziate, Middleton, Mileham, Narborough, East Lexham
PE33|52.652|0.462|16|King's Lynn and West Norfolk|Barton Bendish, Fincham
PE34|52.727|0.343|14|King's Lynn and West Norfolk|Clenchwarton, Stow Bardolph, Terrington St Clement, Tilney All Saints, West Lynn, Wimbotsham
PE35|52.827|0.511|0|King's Lynn and West Norfolk|Sandringham
PE36|52.938|0.506|6|King's Lynn and West Norfolk|Hunstanton, Holme, Ringstead, Sedgeford, Thornham
PE37|52.644|0.693|10|Breckland|Swaffham, Beachamwell, Cockley Cley, Necton, North Pickenham, South Pickenham
PE38|52.592|0.376|15|King's Lynn and West Norfolk|Downham Market
PH1|56.418|-3.472|44|Perth and Kinross|Perth
PH2|56.386|-3.409|35|Perth and Kinross|Perth
PH3|56.301|-3.706|6|Perth and Kinross|Auchterarder, Aberuthven
PH4|56.263|-3.779|1|Perth and Kinross|Blackford
PH5|56.329|-3.83|1|Perth and Kinross|Crieff, Muthill
PH6|56.372|-3.989|2|Perth and Kinross|Comrie, St Fillans
PH7|56.373|-3.829|9|Perth and Kinross|Crieff
PH8|56.563|-3.598|2|Perth and Kinross|Dunkeld
PH9|56.654|-3.696|1|Perth and Kinross|Pitlochry
PH10|56.606|-3.357|11|Perth and Kinross|Blairgowrie
PH11|56.64|-3.237|3|Perth and Kinross|Alyth
PH12|56.576|-3.157|2|Perth and Kinross|Meigle, Newtyle
PH13|56.539|-3.277|4|Perth and Kinross|Coupar Angus
PH14|56.451|-3.188|2|Perth and Kinross|Perth
PH15|56.611|-3.933|4|Perth and Kinross|Aberfeldy
PH16|56.706|-3.799|4|Perth and Kinross|Pitlochry
PH17|56.686|-4.369|0|Perth and Kinross|Pitlochry
PH18|56.775|-3.893|1|Perth and Kinross|Pitlochry, Blair Atholl
PH19|56.934|-4.255|0|Highland|Dalwhinnie
PH20|57.056|-4.148|2|Highland|Newtonmore, Kinloch Laggan, Laggan
PH21|57.089|-4.022|2|Highland|Kingussie, Insh, Kincraig
PH22|57.199|-3.811|4|Highland|Aviemore
PH23|57.288|-3.797|1|Highland|Carrbridge
PH24|57.259|-3.741|1|Highland|Boat of Garten
PH25|57.265|-3.646|1|Highland|Nethy Bridge
PH26|57.33|-3.607|4|Highland|Grantown-on-Spey, Advie, Cromdale, Dulnain Bridge
PH30|56.789|-4.6|0|Highland|Corrour
PH31|56.892|-4.824|1|Highland|Roy Bridge, Murlaggan, Tulloch
PH32|57.144|-4.684|1|Highland|Fort Augustus
PH33|56.816|-5.086|12|Highland|Fort William
PH34|56.917|-4.929|1|Highland|Spean Bridge
PH35|57.075|-4.889|0|Highland|Invergarry
PH36|56.719|-5.84|1|Highland|Acharacle
PH37|56.832|-5.512|0|Highland|Glenfinnan, Polloch
PH38|56.852|-5.74|0|Highland|Lochailort, Glenuig, Kinlochmoidart
PH39|56.912|-5.842|0|Highland|Arisaig
PH40|56.962|-5.8|0|Highland|Morar
PH41|57.004|-5.83|1|Highland|Mallaig, Knoydart
PH42|56.868|-6.192|0|Highland|Isle of Eigg, Eigg
PH43|57.015|-6.281|0|Highland|Isle of Rum, Rum
PH49|56.678|-5.114|1|Highland|Ballachulish, Glencoe
PH50|56.715|-4.965|1|Highland|Kinlochleven
PL1|50.37|-4.149|23|Plymouth|Plymouth, Devonport, The Hoe, Millbridge, Stoke, Stonehouse
PL2|50.387|-4.157|31|Plymouth|Plymouth, Beacon Park, Ford, Keyham, North Prospect, Pennycross, Home Park
PL3|50.386|-4.126|31|Plymouth|Plymouth, Efford, Hartley, Laira, Mannamead, Milehouse, Peverell, Higher Compton
PL4|50.375|-4.127|36|Plymouth|Plymouth, Barbican, Lipson, Mount Gould, Mutley, Prince Rock, St Judes
PL5|50.411|-4.167|43|Plymouth|Plymouth, Crownhill, Ernesettle, Honicknowle, Whitleigh, St Budeaux, Tamerton Foliot
PL6|50.418|-4.119|41|Plymouth|Plymouth, Derriford, Eggbuckland, Estover, Leigham, Roborough, Southway
PL7|50.391|-4.046|32|Plymouth|Plympton, Sparkwell
PL8|50.338|-4.018|6|South Hams|Brixton, Newton Ferrers, Noss Mayo, Yealmpton
PL9|50.356|-4.09|28|Plymouth|Plymstock, Heybrook Bay, Mount Batten, Wembury
PL10|50.348|-4.212|3|Cornwall|Cawsand, Cremyll, Freathy, Kingsand, Millbrook
PL11|50.373|-4.253|10|Cornwall|Torpoint, Antony, Crafthole, Downderry, Seaton, Sheviock, St John
PL12|50.418|-4.247|22|Cornwall|Saltash, Landrake, St Germans, Tideford, Trerulefoot
PL13|50.359|-4.473|9|Cornwall|Looe, Lansallos, Polperro
PL14|50.463|-4.466|23|Cornwall|Liskeard, Dobwalls, Doublebois, Minions, St Cleer, St Ive, St Neot
PL15|50.632|-4.394|20|Cornwall|Launceston, Bolventor, Lezant, South Petherwin, Treneglos
PL16|50.645|-4.275|2|West Devon|Lifton, Broadwoodwidger, Marystow
PL17|50.515|-4.306|10|Cornwall|Callington, Bray Shop, Kelly Bray, South Hill
PL18|50.516|-4.224|5|Cornwall|Calstock, Gunnislake, Albaston
PL19|50.555|-4.153|16|West Devon|Tavistock, Mary Tavy, Peter Tavy, Whitchurch
PL20|50.504|-4.1|12|West Devon|Yelverton, Crapstone, Horrabridge, Postbridge, Princetown, Two Bridges
PL21|50.386|-3.919|18|South Hams|Ivybridge, Cornwood, Ermington, Modbury, Ugborough
PL22|50.404|-4.654|4|Cornwall|Lostwithiel, Boconnoc, Lanlivery, Lerryn, St Veep
PL23|50.337|-4.636|3|Cornwall|Fowey, Bodinnick, Golant, Polruan
PL24|50.355|-4.713|10|Cornwall|Par, Polkerris, St Blazey, Tywardreath
PL25|50.341|-4.777|26|Cornwall|St Austell, Carlyon Bay, Charlestown, Trewoon
PL26|50.345|-4.825|27|Cornwall|St Austell, Gorran Haven, Foxhole, Mevagissey, St Dennis, St Ewe, Sticker
PL27|50.523|-4.869|12|Cornwall|Wadebridge, Little Petherick, Polzeath, Rock, St Eval, St Minver, Trebetherick
PL28|50.533|-4.967|5|Cornwall|Padstow, Crugmeer, Porthcothan, St Merryn, Trevone, Treyarnon
PL29|50.583|-4.827|1|Cornwall|Port Isaac, Port Gaverne, Port Quin, St Endellion, Trelights
PL30|50.499|-4.727|10|Cornwall|Blisland, Lanivet, Luxulyan, Nanstallon, St Kew, St Mabyn, Temple, Withiel
PL31|50.469|-4.722|15|Cornwall|Bodmin, Dunmere
PL32|50.633|-4.663|4|Cornwall|Camelford, Davidstow, Otterham
PL33|50.622|-4.732|2|Cornwall|Delabole, Trebarwith
PL34|50.66|-4.743|2|Cornwall|Tintagel, Bossiney, Trewarmett
PL35|50.685|-4.685|1|Cornwall|Boscastle, Lesnewth, Trevalga
PO1|50.799|-1.09|29|Portsmouth|Portsmouth, Fratton
PO2|50.816|-1.079|42|Portsmouth|Portsmouth, Hilsea, North End
PO3|50.815|-1.062|20|Portsmouth|Portsmouth, Hilsea, Copnor, Baffins
PO4|50.791|-1.064|43|Portsmouth|Southsea, Portsmouth, Milton, Eastney
PO5|50.79|-1.087|30|Portsmouth|Southsea, Portsmouth
PO6|50.846|-1.07|41|Portsmouth|Cosham, Drayton, Farlington, Paulsgrove
PO7|50.884|-1.042|40|Havant|Waterlooville, Denmead, Purbrook
PO8|50.911|-1.015|34|East Hampshire|Clanfield, Cowplain, Horndean
PO9|50.862|-0.983|49|Havant|Havant, Rowland's Castle, Leigh Park
PO10|50.852|-0.931|18|Havant|Emsworth, Southbourne
PO11|50.791|-0.977|17|Havant|Hayling Island
PO12|50.799|-1.143|48|Gosport|Gosport, Alverstoke, Hardway
PO13|50.812|-1.179|35|Gosport|Gosport, Lee-on-the-Solent
PO14|50.84|-1.213|32|Fareham|Fareham, Hill Head, Stubbington, Titchfield
PO15|50.863|-1.221|23|Fareham|Fareham, Titchfield, Whiteley
PO16|50.851|-1.162|33|Fareham|Fareham, Portchester
PO17|50.888|-1.174|7|Winchester|Wickham
PO18|50.862|-0.813|13|Chichester|Chichester, Bosham, Fishbourne
PO19|50.837|-0.777|30|Chichester|Chichester
PO20|50.795|-0.772|32|Chichester|Chichester, Selsey, East Wittering, West Wittering
PO21|50.785|-0.694|40|Arun|Bognor Regis
PO22|50.799|-0.65|29|Arun|Bognor Regis, Felpham, Middleton-on-Sea
PO30|50.693|-1.31|30|Isle of Wight|Newport, Carisbrooke
PO31|50.752|-1.306|15|Isle of Wight|Cowes, Gurnard
PO32|50.75|-1.282|8|Isle of Wight|East Cowes, Whippingham
PO33|50.721|-1.169|31|Isle of Wight|Ryde
PO34|50.716|-1.114|2|Isle of Wight|Seaview
PO35|50.688|-1.089|4|Isle of Wight|Bembridge
PO36|50.658|-1.162|17|Isle of Wight|Sandown
PO37|50.633|-1.178|9|Isle of Wight|Shanklin
PO38|50.604|-1.238|13|Isle of Wight|Ventnor
PO39|50.681|-1.539|3|Isle of Wight|Totland Bay, Alum Bay
PO40|50.683|-1.522|6|Isle of Wight|Freshwater
PO41|50.7|-1.478|2|Isle of Wight|Yarmouth
PR1|53.758|-2.702|72|Preston|Preston, Preston City Centre, Avenham, Broadgate, Deepdale, Fishwick, Penwortham
PR2|53.776|-2.706|79|Preston|Preston, Ashton-on-Ribble, Brookfield, Cadley, Fulwood, Grimsargh, Haighton, Ingol, Larches, Lea, Ribbleton, Riversway, Sharoe Green, Tanterton
PR3|53.868|-2.718|38|Wyre|Garstang, Longridge, Barton, Bilsborrow, Broughton, Calder Vale, Chipping, Goosnargh, Great Eccleston, Pilling, Ribchester, St Michael's on Wyre, Scorton
PR4|53.752|-2.832|58|Fylde|Kirkham, Freckleton, Hesketh Bank, Hutton, Longton, Much Hoole, New Longton, Tarleton, Warton, Wesham, Woodplumpton, Wrea Green, Cottam
PR5|53.713|-2.681|41|South Ribble|Bamber Bridge, Coupe Green, Gregson Lane, Higher Walton, Hoghton, Lostock Hall, Samlesbury, Walton-le-Dale
PR6|53.665|-2.614|35|Chorley|Chorley, Abbey Village, Adlington, Anderton, Astley Village, Brindle, Brinscall, Clayton-le-Woods, Heapey, Wheelton, Whittle-le-Woods, Withnell
PR7|53.649|-2.653|56|Chorley|Chorley, Adlington, Buckshaw Village, Charnock Richard, Coppull, Eccleston, Euxton, Heskin
PR8|53.628|-3.006|54|Sefton|Southport, Ainsdale, Birkdale, Blowick
PR9|53.657|-2.972|43|Sefton|Southport, Banks, Churchtown, Crossens, Marshside
PR25|53.695|-2.695|31|South Ribble|Leyland, Clayton-le-Woods, Farington
PR26|53.689|-2.738|15|South Ribble|Leyland, Bretherton, Croston, Farington Moss, Moss Side, Ulnes Walton
RG1|51.452|-0.971|43|Reading|Reading
RG2|51.426|-0.957|38|Reading|Reading, Whitley
RG4|51.478|-0.965|39|Reading|Reading, Caversham
RG5|51.453|-0.908|25|Wokingham|Reading, Woodley
RG6|51.442|-0.933|37|Wokingham|Reading, Earley
RG7|51.397|-1.082|31|West Berkshire|Aldermaston, Bradfield, Burghfield Common, Silchester, Mortimer, Theale
RG8|51.505|-1.107|19|South Oxfordshire|Goring, Streatley, Pangbourne, Whitchurch-on-Thames
RG9|51.543|-0.92|23|South Oxfordshire|Henley-on-Thames, Hambleden, Rotherfield Peppard, Turville, Skirmett, Mill End, Fawley, Fingest, Frieth, Nettlebed, Shiplake
RG10|51.48|-0.868|18|Wokingham|Charvil, Hurst, Ruscombe, Twyford, Wargrave
RG12|51.412|-0.753|52|Bracknell Forest|Bracknell, Bullbrook, Wick Hill
RG14|51.398|-1.321|38|West Berkshire|Newbury
RG17|51.438|-1.498|15|West Berkshire|Hungerford, Lambourn
RG18|51.431|-1.247|20|West Berkshire|Thatcham, Hampstead Norreys, Hermitage, Yattendon
RG19|51.396|-1.229|17|West Berkshire|Thatcham
RG20|51.403|-1.335|19|West Berkshire|Newbury, Chieveley, Compton, Kingsclere, Kintbury
RG21|51.267|-1.09|27|Basingstoke and Deane|Basingstoke, Basingstoke Town Centre, Eastrop
RG22|51.252|-1.123|42|Basingstoke and Deane|Basingstoke, South Ham, Brighton Hill, Kempshott, Buckskin
RG23|51.26|-1.147|12|Basingstoke and Deane|Basingstoke, Winklebury, Rooksdown, Oakley
RG24|51.28|-1.079|31|Basingstoke and Deane|Basingstoke, Popley, Chineham, Sherborne St John
RG25|51.236|-1.085|8|Basingstoke and Deane|Cliddesden, Dummer, Overton
RG26|51.348|-1.129|22|Basingstoke and Deane|Tadley, Baughurst, Bramley, Brimpton Common, Pamber End, Pamber Heath
RG27|51.304|-0.948|21|Hart|Hook, Sherfield-on-Loddon, Hartley Wintney, Stratfield Turgis
RG28|51.235|-1.33|6|Basingstoke and Deane|Whitchurch
RG29|51.249|-0.947|7|Hart|Hook, Odiham
RG30|51.453|-1.01|44|Reading|Reading, Tilehurst, Purley-on-Thames, Southcote
RG31|51.457|-1.04|28|West Berkshire|Reading, Calcot, Tilehurst
RG40|51.402|-0.836|27|Wokingham|Wokingham, Finchampstead, Barkham
RG41|51.416|-0.857|28|Wokingham|Wokingham, Winnersh, Woosehill, Emmbrook, Sindlesham
RG42|51.425|-0.76|26|Bracknell Forest|Bracknell, Binfield, Newell Green, Priestwood, Warfield, Winkfield Row
RG45|51.379|-0.803|14|Bracknell Forest|Crowthorne
RH1|51.238|-0.159|47|Reigate and Banstead|Redhill, Bletchingley, Nutfield, Merstham, South Nutfield
RH2|51.237|-0.203|26|Reigate and Banstead|Reigate
RH3|51.233|-0.285|4|Mole Valley|Betchworth, Brockham, Buckland, Strood Green
RH4|51.231|-0.334|16|Mole Valley|Dorking
RH5|51.196|-0.342|16|Mole Valley|Capel, Westhumble, Mickleham, Ockley
RH6|51.171|-0.165|29|Reigate and Banstead|Horley, Gatwick Airport
RH7|51.174|-0.018|9|Tandridge|Lingfield, Dormansland
RH8|51.253|0|15|Tandridge|Oxted
RH9|51.237|-0.077|5|Tandridge|Godstone, South Godstone
RH10|51.119|-0.164|66|Crawley|Crawley, Copthorne, Crawley Down, Furnace Green, Northgate, Maidenbower, Pound Hill, Southgate, Three Bridges, Tilgate
RH11|51.113|-0.205|55|Crawley|Crawley, Bewbush, Broadfield, Gossops Green, Ifield, Langley Green, Pease Pottage, West Green
RH12|51.075|-0.33|44|Horsham|Horsham, Broadbridge Heath, Rusper, Rudgwick, Warnham
RH13|51.039|-0.333|38|Horsham|Horsham, Barns Green, Cowfold, Mannings Heath, Partridge Green, Slinfold, Southwater, West Grinstead
RH14|51.031|-0.48|14|Horsham|Billingshurst, Ifold, Kirdford, Loxwood, Plaistow, Wisborough Green
RH15|50.957|-0.136|31|Mid Sussex|Burgess Hill, Ditchling Common
RH16|51.003|-0.1|34|Mid Sussex|Haywards Heath, Lindfield
RH17|51.02|-0.118|19|Mid Sussex|Ansty, Ardingly, Balcombe, Bolney, Chelwood Gate, Cuckfield, Danehill, Handcross, Hickstead, Horsted Keynes, Wivelsfield
RH18|51.101|0.025|5|Wealden|Forest Row
RH19|51.126|-0.014|34|Mid Sussex|East Grinstead, Ashurst Wood, Dormans Park, Felbridge, Felcourt, Sharpthorne, West Hoathly
RH20|50.937|-0.472|25|Horsham|Pulborough, Ashington, Storrington, West Chiltington
RM1|51.58|0.182|20|Havering|Romford
RM2|51.583|0.199|13|Havering|Romford, Gidea Park, Heath Park
RM3|51.602|0.224|40|Havering|Romford, Harold Wood, Harold Hill, Noak Hill
RM4|51.633|0.162|4|Epping Forest|Havering-atte-Bower, Abridge, Stapleford Abbotts, Navestock, Stapleford Tawney
RM5|51.598|0.165|19|Havering|Romford, Collier Row
RM6|51.575|0.134|33|Barking and Dagenham|Chadwell Heath, Little Heath, Romford
RM7|51.573|0.17|28|Havering|Romford, Rush Green, Mawneys
RM8|51.557|0.131|39|Barking and Dagenham|Dagenham, Becontree Heath
RM9|51.544|0.136|36|Barking and Dagenham|Dagenham, Becontree
RM10|51.546|0.157|38|Barking and Dagenham|Dagenham
RM11|51.57|0.218|31|Havering|Hornchurch, Emerson Park, Ardleigh Green
RM12|51.555|0.209|35|Havering|Hornchurch, Elm Park
RM13|51.524|0.192|29|Havering|Rainham, South Hornchurch, Wennington
RM14|51.556|0.26|27|Havering|Upminster, Cranham, North Ockendon, Bulphan
RM15|51.509|0.277|27|Thurrock|South Ockendon, Aveley
RM16|51.489|0.32|41|Thurrock|Grays, Chafford Hundred, Chadwell St Mary, North Stifford, Orsett
RM17|51.48|0.326|27|Thurrock|Grays, Badgers Dene
RM18|51.468|0.37|17|Thurrock|Tilbury, East Tilbury, West Tilbury
RM19|51.483|0.252|7|Thurrock|Purfleet
RM20|51.479|0.287|5|Thurrock|West Thurrock, South Stifford, Grays
S1|53.381|-1.469|10|Sheffield|Sheffield City Centre
S2|53.371|-1.451|45|Sheffield|Arbourthorne, Heeley, Highfield, Manor, Norfolk Park, Wybourn, Park Hill
S3|53.387|-1.473|19|Sheffield|Broomhall, Burngreave, Neepsend, Netherthorpe
S4|53.398|-1.452|14|Sheffield|Grimesthorpe, Pitsmoor
S5|53.422|-1.462|60|Sheffield|Firth Park, Shirecliffe, Shiregreen, Southey Green, Parson Cross, Longley, Fir Vale, Wadsley Bridge
S6|53.402|-1.509|58|Sheffield|Bradfield, Hillsborough, Malin Bridge, Stannington, Upperthorpe, Walkley, Fox Hill
S7|53.355|-1.49|17|Sheffield|Abbeydale, Nether Edge, Millhouses, Carter Knowle
S8|53.343|-1.479|46|Sheffield|Batemoor, Beauchief, Greenhill, Jordanthorpe, Lowedges, Meersbrook, Norton, Norton Lees, Woodseats
S9|53.397|-1.421|28|Sheffield|Attercliffe, Brightside, Darnall, Meadowhall, Tinsley, Wincobank
S10|53.377|-1.517|48|Sheffield|Broomhill, Broomhall, Crookes, Crookesmoor, Fulwood, Ranmoor, Crosspool
S11|53.361|-1.508|34|Sheffield|Ecclesall, Endcliffe Park, Ecclesall Road, Greystones, Hunter's Bar, Millhouses, Sharrow Vale, Nether Edge
S12|53.35|-1.409|35|Sheffield|Birley, Gleadless, Gleadless Townend, Hackenthorpe, Intake, Ridgeway
S13|53.365|-1.385|31|Sheffield|Handsworth, Richmond, Woodhouse
S14|53.347|-1.445|9|Sheffield|Gleadless Valley
S17|53.323|-1.526|15|Sheffield|Dore, Totley, Bradway
S18|53.3|-1.473|25|North East Derbyshire|Dronfield, Coal Aston, Dronfield Woodhouse, Holmesfield, Unstone
S20|53.334|-1.35|31|Sheffield|Westfield, Waterthorpe, Sothall, Owlthorpe, Beighton, Crystal Peaks, Halfway, Mosborough
S21|53.313|-1.34|21|North East Derbyshire|Eckington, Killamarsh, Renishaw, Spinkhill
S25|53.368|-1.22|21|Rotherham|Anston, Dinnington, Laughton-en-le-Morthen
S26|53.356|-1.288|26|Rotherham|Aston, Aughton, Harthill, Kiveton Park, Swallownest, Todwick, Wales
S32|53.295|-1.644|6|Derbyshire Dales|Calver, Eyam, Grindleford, Hathersage, Stoney Middleton
S33|53.343|-1.733|5|High Peak|Bamford, Bradwell, Castleton, Edale, Hope
S35|53.458|-1.495|41|Sheffield|Chapeltown, Ecclesfield, Grenoside, High Green, Oughtibridge, Thurgoland, Wharncliffe Side, Wortley
S36|53.505|-1.616|27|Barnsley|Penistone, Thurlstone, Millhouse Green, Oxspring, Stocksbridge, Deepcar
S40|53.235|-1.444|35|Chesterfield|Chesterfield, Brampton
S41|53.247|-1.429|36|Chesterfield|Chesterfield, Hasland, Old Whittington
S42|53.202|-1.423|28|North East Derbyshire|Holymoorside, Grassmoor, North Wingfield, Tupton, Wingerworth
S43|53.268|-1.34|41|Chesterfield|Barlborough, Clowne, Inkersall Green, Staveley
S44|53.226|-1.313|22|Bolsover|Bolsover, Calow, Sutton-cum-Duckmanton, Scarcliffe
S45|53.167|-1.422|14|North East Derbyshire|Ashover, Clay Cross, Pilsley
S60|53.417|-1.352|38|Rotherham|Rotherham, Brinsworth, Catcliffe, Masbrough, Moorgate, Treeton, Whiston
S61|53.443|-1.393|36|Rotherham|Rotherham, Greasbrough, Kimberworth, Rockingham, Thorpe Hesley
S62|53.466|-1.345|20|Rotherham|Rawmarsh, Wentworth
S63|53.517|-1.33|38|Barnsley|Bolton-on-Dearne, Goldthorpe, Thurnscoe, Wath-on-Dearne, West Melton
S64|53.491|-1.3|31|Doncaster|Kilnhurst, Mexborough, Swinton
S65|53.436|-1.322|35|Rotherham|Rotherham, Herringthorpe, Ravenfield, Thrybergh
S66|53.421|-1.252|46|Rotherham|Bramley, Hellaby, Maltby, Thurcroft, Wickersley, Braithwell
S70|53.544|-1.477|39|Barnsley|Barnsley, Birdwell, Stairfoot, Worsbrough
S71|53.573|-1.457|45|Barnsley|Barnsley, Ardsley, Athersley, Monk Bretton, Royston
S72|53.578|-1.394|25|Barnsley|Brierley, Cudworth, Grimethorpe, Shafton, South Hiendley
S73|53.524|-1.396|27|Barnsley|Brampton, Darfield, Wombwell, Hemingfield
S74|53.502|-1.441|18|Barnsley|Elsecar, Hoyland, Jump
S75|53.562|-1.519|44|Barnsley|Barnsley, Barugh Green, Cawthorne, Darton, Dodworth, Gawber, Mapplewell, Pogmoor, Staincross, Wilthorpe
S80|53.295|-1.146|30|Bassetlaw|Worksop, Creswell, Whitwell
S81|53.337|-1.124|37|Bassetlaw|Worksop, Blyth, Carlton-in-Lindrick, Langold, Shireoaks, Woodsetts
SA1|51.629|-3.939|47|Swansea|Swansea, Bonymaen, Copper Quarter, Crymlyn Burrows, Danygraig, Greenhill, Hafod, Jersey Marine, Landore, Maritime Quarter, Mayhill, Mount Pleasant, Pentrechwyth, Port Tennant, St Thomas, Townhill, Waun Wen, Winch Wen
SA2|51.622|-3.991|39|Swansea|Swansea, Brynmill, Cockett, Derwen Fawr, Dunvant, Fairwood, Glanmor, Hendrefoilan, Ilston, Killay, Sketty, Tycoch, Uplands, Upper Killay
SA3|51.582|-4.043|26|Swansea|Bishopston, Blackpill, Caswell, Clyne, Langland, Mumbles, Oystermouth, Southgate, South Gower, West Cross
SA4|51.676|-4.043|44|Swansea|Gorseinon, Gowerton, Hendy, Loughor, North Gower, Penllergaer, Penclawdd, Pontarddulais, Three Crosses
SA5|51.649|-3.969|36|Swansea|Swansea, Blaenymaes, Cwmdu, Felindre, Fforestfach, Gendros, Llangyfelach, Manselton, Penlan, Portmead, Tirdeunaw, Waunarlwydd
SA6|51.675|-3.921|34|Swansea|Swansea, Clase, Cwmrhydyceirw, Clydach, Morriston, Plasmarl, Ynystawe, Ynysforgan
SA7|51.663|-3.894|15|Swansea|Birchgrove, Glais, Llansamlet, Trallwn
SA8|51.722|-3.847|12|Neath Port Talbot|Alltwen, Cwmtawe, Pontardawe, Rhos, Rhyd-y-fro, Trebanos, Ynysmeudwy
SA9|51.781|-3.771|15|Powys|Abercraf, Cwmllynfell, Cwmtwrch, Rhiwfawr, Ystalyfera, Ystradgynlais
SA10|51.686|-3.801|30|Neath Port Talbot|Neath, Aberdulais, Bryncoch, Cadoxton, Coed Darcy, Crynant, Llandarcy, Neath Abbey, Onllwyn, Seven Sisters, Skewen
SA11|51.674|-3.766|37|Neath Port Talbot|Neath, Blaengwrach, Briton Ferry, Cimla, Glynneath, Resolven, Tonmawr, Tonna
SA12|51.607|-3.795|33|Neath Port Talbot|Port Talbot, Aberafan, Aberavon, Baglan, Cwmafan, Sandfields
SA13|51.604|-3.737|20|Neath Port Talbot|Port Talbot, Bryn, Cymmer, Margam, Taibach
SA14|51.732|-4.11|34|Carmarthenshire|Llanelli, Bynea, Dafen
SA15|51.697|-4.167|37|Carmarthenshire|Llanelli, Felinfoel, Pontyates
SA16|51.689|-4.254|9|Carmarthenshire|Burry Port, Pembrey
SA17|51.755|-4.286|9|Carmarthenshire|Ferryside, Kidwelly, Llansaint, Mynyddygarreg, Carway
SA18|51.798|-3.963|30|Carmarthenshire|Ammanford, Betws, Gwaun-Cae-Gurwen, Brynamman
SA19|51.949|-3.951|10|Carmarthenshire|Llandeilo, Llangadog, Llanwrda
SA20|52.009|-3.788|4|Carmarthenshire|Llandovery
SA31|51.856|-4.309|17|Carmarthenshire|Carmarthen
SA32|51.887|-4.172|8|Carmarthenshire|Nantgaredig, Dryslwyn
SA33|51.85|-4.433|13|Carmarthenshire|Bancyfelin, Pendine, St Clears, Laugharne
SA34|51.851|-4.618|5|Carmarthenshire|Whitland
SA35|51.974|-4.561|1|Pembrokeshire|Llanfyrnach
SA36|51.958|-4.609|0|Pembrokeshire|Glogue, Hermon
SA37|52.018|-4.595|1|Pembrokeshire|Boncath
SA38|52.042|-4.47|5|Carmarthenshire|Newcastle Emlyn
SA39|52.021|-4.249|3|Carmarthenshire|Pencader
SA40|52.085|-4.17|3|Carmarthenshire|Llanybydder
SA41|51.998|-4.705|2|Pembrokeshire|Crymych
SA42|52.016|-4.853|2|Pembrokeshire|Newport, Dinas Cross
SA43|52.087|-4.632|13|Ceredigion|Cardigan
SA44|52.084|-4.37|11|Ceredigion|Llandysul
SA45|52.206|-4.358|2|Ceredigion|New Quay
SA46|52.23|-4.245|3|Ceredigion|Aberaeron
SA47|52.191|-4.297|1|Ceredigion|Llanarth
SA48|52.143|-4.111|9|Ceredigion|Lampeter
SA61|51.799|-4.974|14|Pembrokeshire|Haverfordwest, Merlin's Bridge
SA62|51.839|-5.06|21|Pembrokeshire|Haverfordwest, St Davids, Solva
SA63|51.87|-4.862|1|Pembrokeshire|Clarbeston Road
SA64|52.002|-5.011|2|Pembrokeshire|Goodwick
SA65|51.989|-4.97|4|Pembrokeshire|Fishguard
SA66|51.877|-4.745|3|Pembrokeshire|Clynderwen
SA67|51.785|-4.734|7|Pembrokeshire|Narberth
SA68|51.731|-4.765|4|Pembrokeshire|Kilgetty
SA69|51.71|-4.707|4|Pembrokeshire|Saundersfoot
SA70|51.672|-4.734|10|Pembrokeshire|Tenby
SA71|51.67|-4.933|10|Pembrokeshire|Pembroke
SA72|51.692|-4.937|11|Pembrokeshire|Pembroke Dock
SA73|51.717|-5.016|20|Pembrokeshire|Milford Haven
SE1|51.498|-0.09|67|Southwark|Bankside, South Bank, Southwark, Bermondsey, Waterloo, London Bridge, Elephant and Castle
SE2|51.491|0.114|27|Greenwich|Abbey Wood, West Heath, Crossness, Thamesmead
SE3|51.469|0.018|32|Greenwich|Blackheath, Kidbrooke, Westcombe Park
SE4|51.462|-0.035|29|Lewisham|Brockley, Crofton Park, Ladywell, Honor Oak
SE5|51.474|-0.093|47|Southwark|Camberwell, Denmark Hill, Peckham
SE6|51.439|-0.018|53|Lewisham|Bellingham, Catford, Hither Green
SE7|51.485|0.032|21|Greenwich|Charlton
SE8|51.482|-0.029|27|Lewisham|Deptford, Evelyn
SE9|51.446|0.055|63|Greenwich|Eltham, Mottingham, New Eltham, Falconwood, Chinbrook, Longlands, Kidbrooke
SE10|51.484|0|24|Greenwich|Greenwich, Maze Hill, Greenwich Peninsula
SE11|51.49|-0.109|22|Lambeth|Kennington, Vauxhall
SE12|51.446|0.026|27|Lewisham|Lee, Grove Park, Chinbrook, Hither Green, Eltham, Horn Park, Blackheath
SE13|51.459|-0.01|41|Lewisham|Lewisham, Hither Green, Ladywell
SE14|51.475|-0.043|25|Lewisham|New Cross, New Cross Gate
SE15|51.473|-0.067|64|Southwark|Nunhead, Peckham
SE16|51.497|-0.055|46|Southwark|Rotherhithe, Bermondsey, Surrey Quays
SE17|51.489|-0.095|33|Southwark|Walworth, Newington, Kennington
SE18|51.485|0.071|78|Greenwich|Plumstead, Woolwich
SE19|51.418|-0.085|28|Croydon|Upper Norwood, Crystal Palace, Crown Point, Norwood
SE20|51.413|-0.058|23|Bromley|Anerley, Crystal Palace, Penge
SE21|51.438|-0.088|15|Southwark|Dulwich, Dulwich Village, West Dulwich, Tulse Hill, Sydenham Hill
SE22|51.455|-0.073|30|Southwark|East Dulwich, Dulwich, Peckham Rye, Herne Hill
SE23|51.44|-0.05|34|Lewisham|Forest Hill, Honor Oak, Crofton Park
SE24|51.457|-0.1|19|Lambeth|Herne Hill, Tulse Hill
SE25|51.398|-0.077|35|Croydon|South Norwood, Selhurst
SE26|51.428|-0.054|29|Lewisham|Sydenham, Crystal Palace
SE27|51.43|-0.102|21|Lambeth|West Norwood, Gipsy Hill, Norwood
SE28|51.501|0.104|29|Greenwich|Thamesmead
SG1|51.909|-0.198|51|Stevenage|Stevenage
SG2|51.897|-0.17|42|Stevenage|Stevenage, Walkern, Ardeley
SG3|51.861|-0.182|7|North Hertfordshire|Knebworth, Woolmer Green, Datchworth
SG4|51.925|-0.261|29|North Hertfordshire|Hitchin, Breachwood Green, Kimpton, King's Walden, Graveley, Little Wymondley, Great Wymondley
SG5|51.965|-0.279|31|North Hertfordshire|Hitchin, Apsley End, Higham Gobion, Offley, Pegsdon, Stotfold, Shillington, Pirton
SG6|51.979|-0.221|33|North Hertfordshire|Letchworth, Letchworth Garden City
SG7|52.002|-0.179|13|North Hertfordshire|Baldock
SG8|52.065|-0.015|38|North Hertfordshire|Royston
SG9|51.94|-0.01|10|East Hertfordshire|Buntingford, Westmill
SG10|51.843|0.066|2|East Hertfordshire|Much Hadham
SG11|51.877|0.026|8|East Hertfordshire|Albury, Braughing, Little Hadham, Puckeridge, Standon
SG12|51.813|-0.018|30|East Hertfordshire|Ware
SG13|51.79|-0.072|16|East Hertfordshire|Hertford, Newgate Street Village, Bayford, Brickendon
SG14|51.806|-0.091|19|East Hertfordshire|Hertford
SG15|52.012|-0.262|6|Central Bedfordshire|Arlesey
SG16|52.014|-0.299|6|Central Bedfordshire|Henlow, Henlow Camp, Lower Stondon, Upper Stondon
SG17|52.035|-0.336|12|Central Bedfordshire|Shefford
SG18|52.083|-0.264|24|Central Bedfordshire|Biggleswade, Langford, Northill
SG19|52.139|-0.247|24|Central Bedfordshire|Potton, Sandy
SK1|53.408|-2.154|11|Stockport|Stockport
SK2|53.396|-2.138|29|Stockport|Stockport
SK3|53.4|-2.171|28|Stockport|Stockport, Davenport, Edgeley, Adswood
SK4|53.418|-2.179|35|Stockport|Stockport, Heaton Moor, Heaton Chapel, Heaton Mersey, Heaton Norris
SK5|53.433|-2.154|30|Stockport|Stockport, Brinnington, Reddish
SK6|53.406|-2.082|51|Stockport|Bredbury, Romiley, Woodley, Marple
SK7|53.37|-2.144|41|Stockport|Bramhall, Hazel Grove, Woodford
SK8|53.381|-2.209|58|Stockport|Cheadle, Cheadle Hulme, Gatley, Heald Green
SK9|53.327|-2.231|38|Cheshire East|Wilmslow, Alderley Edge, Handforth, Styal
SK10|53.274|-2.129|39|Cheshire East|Macclesfield, Bollington, Pott Shrigley, Prestbury, Rainow
SK11|53.248|-2.142|37|Cheshire East|Macclesfield
SK12|53.35|-2.018|19|Cheshire East|Disley, Poynton
SK13|53.448|-1.964|33|High Peak|Glossop, Hadfield
SK14|53.453|-2.047|46|Tameside|Hyde, Broadbottom, Gee Cross, Hollingworth, Mottram
SK15|53.487|-2.05|28|Tameside|Stalybridge, Carrbrook, Heyrod, Matley, Millbrook
SK16|53.473|-2.082|19|Tameside|Dukinfield
SK17|53.247|-1.884|32|High Peak|Buxton, Tideswell, Hartington, Longnor, Chelmorton
SK22|53.374|-1.993|12|High Peak|New Mills, Birch Vale, Hayfield, Little Hayfield, Rowarth
SK23|53.328|-1.946|17|High Peak|Chapel-en-le-Frith, Buxworth, Chinley, Combs, Furness Vale, Kettleshulme, Whaley Bridge
SL0|51.523|-0.517|11|South Bucks|Iver, Iver Heath, Richings Park, Thorney
SL1|51.516|-0.614|70|Slough|Slough, Burnham, Salt Hill, Upton, Cippenham
SL2|51.533|-0.603|53|Slough|Slough, Farnham Common, Farnham Royal, Hedgerley, Stoke Poges
SL3|51.501|-0.558|45|Slough|Slough, Colnbrook, Datchet, Fulmer, George Green, Horton, Langley, Poyle
SL4|51.477|-0.624|43|Windsor and Maidenhead|Windsor, Eton, Boveney, Clewer, Dorney, Eton Wick, Fifield, Oakley Green, Old Windsor, Winkfield
SL5|51.405|-0.662|24|Windsor and Maidenhead|Ascot, North Ascot, South Ascot, Sunningdale, Sunninghill
SL6|51.523|-0.727|78|Windsor and Maidenhead|Maidenhead, Bray, Cookham, Cookham Dean, Cookham Rise, Furze Platt, Holyport, Hurley, Taplow, White Waltham, Woodlands Park
SL7|51.574|-0.778|21|Wycombe|Marlow, Bisham, Little Marlow, Marlow Bottom, Medmenham
SL8|51.578|-0.709|6|Wycombe|Bourne End, Well End
SL9|51.596|-0.556|21|South Bucks|Chalfont St Peter, Chalfont Common, Gerrards Cross, Horn Hill
SM1|51.365|-0.193|38|Sutton|Sutton, Rose Hill, The Wrythe, Carshalton, Benhilton
SM2|51.353|-0.198|28|Sutton|Sutton, Belmont, South Sutton
SM3|51.37|-0.214|21|Sutton|Cheam, North Cheam
SM4|51.393|-0.2|36|Merton|Morden, Morden Park, Lower Morden, St Helier
SM5|51.367|-0.166|38|Sutton|Carshalton, Carshalton Beeches, Carshalton on the Hill, St Helier
SM6|51.361|-0.146|36|Sutton|Wallington, Beddington, Hackbridge, Roundshaw
SM7|51.323|-0.202|19|Reigate and Banstead|Banstead
SN1|51.557|-1.775|29|Swindon|Swindon, Swindon Centre
SN2|51.58|-1.779|41|Swindon|Swindon
SN3|51.56|-1.743|52|Swindon|Swindon, Stratton
SN4|51.532|-1.845|27|Wiltshire|Wroughton, Chiseldon, Royal Wootton Bassett, Wootton Bassett
SN5|51.568|-1.839|33|Swindon|Swindon, West Swindon
SN6|51.615|-1.745|21|Wiltshire|Cricklade, Ashton Keynes, Highworth, Shrivenham, Watchfield
SN7|51.65|-1.567|13|Vale of White Horse|Faringdon
SN8|51.409|-1.693|24|Wiltshire|Marlborough, Burbage
SN9|51.329|-1.783|8|Wiltshire|Pewsey
SN10|51.339|-1.988|32|Wiltshire|Devizes
SN11|51.44|-2|23|Wiltshire|Calne
SN12|51.373|-2.138|25|Wiltshire|Melksham
SN13|51.427|-2.207|16|Wiltshire|Corsham
SN14|51.466|-2.199|28|Wiltshire|Chippenham
SN15|51.471|-2.09|35|Wiltshire|Chippenham
SN16|51.59|-2.082|14|Wiltshire|Malmesbury
SN25|51.594|-1.803|35|Swindon|Swindon
SN26|51.611|-1.785|2|Swindon|Blunsdon
SO14|50.908|-1.397|27|Southampton|Southampton, City Centre, St Mary's, Newtown, Nicholstown, Ocean Village, Chapel, Bevois Valley
SO15|50.917|-1.426|42|Southampton|Southampton, Shirley, Freemantle, Banister Park, Millbrook
SO16|50.934|-1.433|66|Southampton|Southampton, Bassett, Redbridge, Rownhams, Nursling, Chilworth
SO17|50.926|-1.398|19|Southampton|Southampton, Highfield, Portswood, St Denys, Swaythling
SO18|50.924|-1.366|37|Southampton|Southampton, Bitterne, Bitterne Park, Chartwell Green, Townhill Park
SO19|50.903|-1.357|56|Southampton|Southampton, Sholing, Thornhill, Woolston
SO20|51.115|-1.502|8|Test Valley|Stockbridge
SO21|51.074|-1.314|20|Winchester|Compton, Colden Common, Hursley, Micheldever, Owslebury, Shawford, South Wonston, Sutton Scotney, Sparsholt, Twyford
SO22|51.066|-1.332|29|Winchester|Winchester, Badger Farm, Fulflood, Harestock, Olivers Battery, Stanmore, Weeke
SO23|51.067|-1.306|22|Winchester|Winchester, Abbotts Barton, Bar End, Highcliffe, Hyde, St Cross, Winnall
SO24|51.085|-1.15|11|Winchester|New Alresford, Alresford, Old Alresford, Cheriton, Tichborne
SO30|50.921|-1.308|32|Eastleigh|Botley, Hedge End, West End
SO31|50.87|-1.294|45|Eastleigh|Warsash, Hamble-le-Rice, Hamble, Locks Heath, Netley
SO32|50.947|-1.213|20|Winchester|Bishop's Waltham, Corhampton, Droxford, Durley, Exton, Meonstoke, Shedfield, Soberton, Swanmore, Upham
SO40|50.917|-1.504|42|New Forest|Totton, Cadnam, Marchwood
SO41|50.756|-1.561|31|New Forest|Lymington, Milford-on-Sea, Pennington, Boldre, Hordle, Sway
SO42|50.806|-1.538|5|New Forest|Brockenhurst, Beaulieu
SO43|50.889|-1.582|4|New Forest|Lyndhurst
SO45|50.85|-1.395|35|New Forest|Hythe, Fawley, Blackfield, Calshot, Hardley
SO50|50.971|-1.345|46|Eastleigh|Eastleigh, Bishopstoke, Fair Oak
SO51|50.994|-1.501|27|Test Valley|Romsey, Ampfield, Lockerley, Mottisfont, Wellow
SO52|50.978|-1.436|7|Test Valley|North Baddesley
SO53|50.984|-1.381|32|Eastleigh|Chandler's Ford
SP1|51.074|-1.791|22|Wiltshire|Salisbury
SP2|51.072|-1.819|29|Wiltshire|Salisbury, Wilton
SP3|51.1|-2.005|11|Wiltshire|Salisbury, Tisbury
SP4|51.162|-1.767|31|Wiltshire|Salisbury, Amesbury, Durrington
SP5|51.024|-1.773|22|Wiltshire|Salisbury, Downton
SP6|50.936|-1.801|14|New Forest|Fordingbridge
SP7|51.005|-2.186|14|North Dorset|Shaftesbury
SP8|51.037|-2.289|15|North Dorset|Gillingham
SP9|51.233|-1.664|11|Wiltshire|Tidworth
SP10|51.211|-1.483|41|Test Valley|Andover
SP11|51.226|-1.513|23|Test Valley|Ludgershall, Weyhill, Thruxton, Upper Clatford, Longparish, Enham Alamein, St Mary Bourne, Hurstbourne Tarrant
SR1|54.907|-1.382|5|Sunderland|Sunderland, Sunderland City Centre, East End, Hendon
SR2|54.889|-1.379|33|Sunderland|Sunderland, Ashbrooke, Ryhope, Grangetown, Hendon, Hillview, Thornhill
SR3|54.878|-1.416|39|Sunderland|Sunderland, Chapelgarth, Doxford Park, Farringdon, Herrington, Humbledon, Mill Hill, Plains Farm, Silksworth, Springwell, Thorney Close, Tunstall
SR4|54.902|-1.425|42|Sunderland|Sunderland, Ayres Quay, Barnes, Deptford, Ford Estate, Grindon, Hastings Hill, High Barnes, Millfield, Pallion, Pennywell, South Hylton
SR5|54.922|-1.422|35|Sunderland|Sunderland, Carley Hill, Castletown, Downhill, Fulwell, Hylton Castle, Marley Pots, Monkwearmouth, Sheepfolds, Southwick, Town End Farm, Witherwack
SR6|54.934|-1.381|30|Sunderland|Sunderland, Cleadon, Fulwell, Monkwearmouth, Roker, Seaburn, Whitburn
SR7|54.831|-1.361|31|County Durham|Seaham, Cold Hesledon, Dalton-le-Dale, Dawdon, Deneside, Murton, Northlea, Parkside
SR8|54.767|-1.337|35|County Durham|Peterlee, Easington, Easington Colliery, Horden, Shotton, Shotton Colliery
SS0|51.546|0.691|41|Southend-on-Sea|Southend-on-Sea, Southend, Westcliff-on-Sea
SS1|51.539|0.725|26|Southend-on-Sea|Southend-on-Sea, Southend, Thorpe Bay
SS2|51.55|0.716|36|Southend-on-Sea|Southend-on-Sea, Southend, Prittlewell
SS3|51.542|0.79|29|Southend-on-Sea|Shoeburyness
SS4|51.592|0.713|21|Rochford|Rochford
SS5|51.607|0.65|22|Rochford|Hockley, Hullbridge
SS6|51.588|0.607|32|Rochford|Rayleigh
SS7|51.563|0.578|49|Castle Point|Benfleet, Hadleigh, South Benfleet, Thundersley
SS8|51.522|0.59|38|Castle Point|Canvey Island
SS9|51.554|0.652|50|Southend-on-Sea|Leigh-on-Sea, Eastwood, Southend-on-Sea
SS11|51.616|0.535|17|Basildon|Wickford
SS12|51.606|0.521|18|Basildon|Wickford
SS13|51.575|0.508|22|Basildon|Basildon, Pitsea
SS14|51.575|0.471|25|Basildon|Basildon
SS15|51.577|0.429|30|Basildon|Basildon, Laindon
SS16|51.563|0.452|30|Basildon|Basildon, Langdon Hills, Vange
SS17|51.522|0.439|33|Thurrock|Corringham, Stanford-le-Hope
ST1|53.025|-2.175|30|Stoke-on-Trent|Stoke-on-Trent, Hanley, Cobridge, Sneyd Green
ST2|53.027|-2.137|34|Stoke-on-Trent|Stoke-on-Trent, Bentilee, Abbey Hulton, Bucknall
ST3|52.981|-2.123|68|Stoke-on-Trent|Stoke-on-Trent, Longton, Meir, Blurton, Weston Coyney
ST4|52.998|-2.184|57|Stoke-on-Trent|Stoke-on-Trent, Stoke, Fenton, Trentham
ST5|53.015|-2.239|82|Newcastle-under-Lyme|Newcastle-under-Lyme
ST6|53.056|-2.192|65|Stoke-on-Trent|Stoke-on-Trent, Tunstall, Burslem, Smallthorne, Brown Edge
ST7|53.088|-2.267|53|Newcastle-under-Lyme|Kidsgrove, Talke, Talke Pits, Alsager, Mow Cop
ST8|53.115|-2.169|20|Staffordshire Moorlands|Biddulph
ST9|53.05|-2.104|12|Staffordshire Moorlands|Werrington, Endon
ST10|52.989|-1.966|25|Staffordshire Moorlands|Cheadle, Church Leigh, Tean
ST11|52.967|-2.068|10|Staffordshire Moorlands|Cheddleton, Blythe Bridge
ST12|52.954|-2.172|4|Stafford|Barlaston
ST13|53.101|-2.02|28|Staffordshire Moorlands|Leek
ST14|52.904|-1.869|21|East Staffordshire|Uttoxeter, Stramshall
ST15|52.899|-2.151|21|Stafford|Stone
ST16|52.811|-2.121|31|Stafford|Stafford
ST17|52.79|-2.101|39|Stafford|Stafford
ST18|52.814|-2.083|17|Stafford|Stafford
ST19|52.717|-2.145|15|South Staffordshire|Penkridge
ST20|52.799|-2.255|7|Stafford|Stafford, Woodseaves
ST21|52.868|-2.262|6|Stafford|Stafford, Eccleshall
SW1A|51.502|-0.134|0|Westminster|Whitehall, Buckingham Palace, Westminster
SW1E|51.497|-0.14|1|Westminster|Buckingham Gate, Victoria
SW1H|51.498|-0.134|1|Westminster|Buckingham Gate, Victoria Street, Birdcage Walk, Westminster
SW1P|51.489|-0.134|13|Westminster|Westminster, Victoria, Pimlico
SW1V|51.491|-0.139|23|Westminster|Pimlico, Victoria
SW1W|51.493|-0.148|8|Westminster|Belgravia
SW1X|51.498|-0.153|7|Westminster|Belgravia, Knightsbridge
SW1Y|51.505|-0.135|1|Westminster|St James's
SW2|51.451|-0.121|54|Lambeth|Brixton, Brixton Hill, Streatham Hill, Tulse Hill, Clapham Park, Balham
SW3|51.489|-0.165|22|Kensington and Chelsea|Chelsea, Brompton, Knightsbridge
SW4|51.462|-0.137|41|Lambeth|Clapham, Clapham Common, Stockwell
SW5|51.49|-0.19|15|Kensington and Chelsea|Earl's Court
SW6|51.477|-0.201|65|Hammersmith and Fulham|Fulham, Parson's Green
SW7|51.497|-0.177|20|Kensington and Chelsea|South Kensington, Knightsbridge
SW8|51.477|-0.133|37|Lambeth|South Lambeth, Vauxhall, Battersea, Clapham, Stockwell, Nine Elms
SW9|51.469|-0.114|44|Lambeth|Stockwell, Brixton, Clapham
SW10|51.484|-0.183|19|Kensington and Chelsea|West Brompton, Chelsea
SW11|51.467|-0.165|71|Wandsworth|Battersea, Clapham Junction
SW12|51.446|-0.15|31|Wandsworth|Balham, Clapham South
SW13|51.475|-0.249|16|Richmond upon Thames|Barnes, Castelnau
SW14|51.467|-0.267|17|Richmond upon Thames|Mortlake, East Sheen
SW15|51.458|-0.226|61|Wandsworth|Putney, Roehampton
SW16|51.424|-0.13|82|Lambeth|Streatham, Norbury, Streatham Park, Furzedown, Streatham Vale, Pollards Hill
SW17|51.43|-0.165|65|Wandsworth|Tooting, Mitcham
SW18|51.45|-0.192|60|Wandsworth|Wandsworth, Southfields, Earlsfield
SW19|51.422|-0.205|77|Merton|Wimbledon, Colliers Wood, Southfields
SW20|51.412|-0.224|28|Merton|Raynes Park, Merton Park, Wimbledon
SY1|52.72|-2.743|26|Shropshire|Shrewsbury
SY2|52.707|-2.731|18|Shropshire|Shrewsbury
SY3|52.7|-2.771|34|Shropshire|Shrewsbury, Bayston Hill
SY4|52.794|-2.752|25|Shropshire|Shawbury, Wem, Atcham, Ruyton-XI-Towns
SY5|52.655|-2.827|21|Shropshire|Dorrington, Pontesbury, Westbury
SY6|52.535|-2.794|7|Shropshire|Church Stretton, Cardington
SY7|52.426|-2.883|11|Shropshire|Craven Arms, Clun
SY8|52.365|-2.697|19|Shropshire|Ludlow
SY9|52.497|-2.982|3|Shropshire|Bishop's Castle
SY10|52.839|-3.11|15|Shropshire|Oswestry
SY11|52.867|-3.032|27|Shropshire|Oswestry
SY12|52.902|-2.897|8|Shropshire|Ellesmere
SY13|52.953|-2.69|19|Shropshire|Whitchurch
SY14|53.028|-2.763|6|Cheshire West and Chester|Malpas
SY15|52.561|-3.134|5|Powys|Montgomery
SY16|52.52|-3.313|16|Powys|Newtown
SY17|52.517|-3.461|4|Powys|Caersws, Llandinam
SY18|52.442|-3.55|5|Powys|Llanidloes
SY19|52.572|-3.595|1|Powys|Llanbrynmair
SY20|52.613|-3.821|7|Powys|Machynlleth
SY21|52.658|-3.201|17|Powys|Welshpool
SY22|52.758|-3.182|9|Powys|Llanfechain, Llanfyllin, Llansantffraid, Llanymynech, Meifod
SY23|52.385|-4.055|31|Ceredigion|Aberystwyth, Llanon, Llanrhystud
SY24|52.469|-4.025|5|Ceredigion|Bow Street, Borth, Llandre
SY25|52.237|-3.936|4|Ceredigion|Tregaron, Ystrad Meurig
TA1|51.016|-3.106|39|Somerset West and Taunton|Taunton
TA2|51.033|-3.102|27|Somerset West and Taunton|Taunton
TA3|50.995|-3.042|14|Somerset West and Taunton|North Curry
TA4|51.072|-3.266|19|Somerset West and Taunton|Bicknoller, Bishops Lydeard, Crowcombe, West Bagborough, Williton
TA5|51.143|-3.092|10|Sedgemoor|Cannington, Nether Stowey, Over Stowey, Spaxton, Fiddington
TA6|51.126|-3.001|46|Sedgemoor|Bridgwater, North Petherton, Wembdon
TA7|51.131|-2.915|15|Sedgemoor|Puriton, Westonzoyland, Middlezoy, Shapwick, Catcott, Ashcott, Chedzoy
TA8|51.244|-2.995|17|Sedgemoor|Burnham-on-Sea, Berrow, Brean
TA9|51.226|-2.959|13|Sedgemoor|Highbridge, West Huntspill, Brent Knoll
TA10|51.034|-2.827|9|South Somerset|Langport
TA11|51.06|-2.709|9|South Somerset|Somerton
TA12|50.974|-2.772|6|South Somerset|Martock
TA13|50.947|-2.81|4|South Somerset|South Petherton
TA14|50.948|-2.751|3|South Somerset|Stoke-sub-Hamdon
TA15|50.951|-2.722|1|South Somerset|Montacute
TA16|50.908|-2.793|2|South Somerset|Merriott
TA17|50.908|-2.836|1|South Somerset|Hinton St George
TA18|50.883|-2.788|10|South Somerset|Crewkerne
TA19|50.934|-2.915|12|South Somerset|Ilminster
TA20|50.873|-2.962|20|South Somerset|Chard
TA21|50.978|-3.243|18|Somerset West and Taunton|Wellington
TA22|51.045|-3.547|3|Somerset West and Taunton|Dulverton
TA23|51.165|-3.349|5|Somerset West and Taunton|Watchet
TA24|51.184|-3.508|19|Somerset West and Taunton|Minehead
TD1|55.623|-2.812|18|Scottish Borders|Galashiels, Blainslie, Clovenfords, Fountainhall, Stow, Tweedbank
TD2|55.73|-2.754|3|Scottish Borders|Lauder, Oxton
TD3|55.702|-2.573|1|Scottish Borders|Gordon
TD4|55.641|-2.674|2|Scottish Borders|Earlston
TD5|55.589|-2.419|11|Scottish Borders|Kelso
TD6|55.583|-2.695|8|Scottish Borders|Melrose
TD7|55.538|-2.87|7|Scottish Borders|Selkirk
TD8|55.476|-2.543|6|Scottish Borders|Jedburgh, Ancrum, Camptown, Crailing, Nisbet, Oxnam
TD9|55.4|-2.777|18|Scottish Borders|Hawick, Newcastleton, Bedrule, Bonchester Bridge, Denholm, Newmill-on-Teviot, Roberton
TD10|55.716|-2.442|1|Scottish Borders|Greenlaw
TD11|55.787|-2.315|7|Scottish Borders|Duns
TD12|55.653|-2.242|4|Scottish Borders|Coldstream, Cornhill-on-Tweed, Mindrum
TD13|55.936|-2.385|1|Scottish Borders|Cockburnspath
TD14|55.867|-2.122|6|Scottish Borders|Eyemouth
TD15|55.751|-2.013|18|Northumberland|Berwick-upon-Tweed
TF1|52.703|-2.5|37|Telford and Wrekin|Telford, Wellington
TF2|52.697|-2.441|39|Telford and Wrekin|Telford, Priorslee, Oakengates, Donnington
TF3|52.666|-2.447|24|Telford and Wrekin|Telford, Randlay, Hollinswood
TF4|52.661|-2.469|18|Telford and Wrekin|Telford, Dawley
TF5|52.715|-2.537|5|Telford and Wrekin|Telford
TF6|52.733|-2.554|5|Telford and Wrekin|Wrockwardine, Telford
TF7|52.639|-2.447|18|Telford and Wrekin|Telford, Madeley, Sutton Hill
TF8|52.63|-2.479|3|Telford and Wrekin|Telford, Ironbridge
TF9|52.898|-2.472|25|Shropshire|Market Drayton
TF10|52.769|-2.386|19|Telford and Wrekin|Newport
TF11|52.664|-2.364|10|Shropshire|Shifnal
TF12|52.613|-2.481|5|Shropshire|Broseley
TF13|52.582|-2.577|4|Shropshire|Much Wenlock
TN1|51.137|0.268|12|Tunbridge Wells|Tunbridge Wells, Royal Tunbridge Wells
TN2|51.128|0.269|29|Tunbridge Wells|Tunbridge Wells, Royal Tunbridge Wells, Pembury
TN3|51.125|0.25|12|Tunbridge Wells|Langton Green
TN4|51.147|0.258|31|Tunbridge Wells|Tunbridge Wells, Rusthall, Southborough
TN5|51.068|0.358|9|Wealden|Wadhurst, Ticehurst, Tidebrook, Stonegate
TN6|51.054|0.172|25|Wealden|Crowborough, Rotherfield, Mark Cross, Town Row
TN7|51.092|0.11|2|Wealden|Hartfield
TN8|51.195|0.076|13|Sevenoaks|Edenbridge
TN9|51.191|0.278|18|Tonbridge and Malling|Tonbridge
TN10|51.21|0.284|17|Tonbridge and Malling|Tonbridge
TN11|51.206|0.267|14|Sevenoaks|Penshurst, Hildenborough, Leigh
TN12|51.173|0.436|30|Maidstone|Paddock Wood, Staplehurst, Marden
TN13|51.275|0.186|25|Sevenoaks|Sevenoaks, Riverhead
TN14|51.295|0.163|15|Sevenoaks|Sevenoaks, Cudham, Otford
TN15|51.299|0.268|25|Sevenoaks|Sevenoaks, Ightham, Wrotham, Borough Green
TN16|51.297|0.049|19|Bromley|Biggin Hill, Tatsfield, Westerham
TN17|51.096|0.537|14|Tunbridge Wells|Cranbrook, Goudhurst, Benenden, Frittenden
TN18|51.045|0.524|7|Tunbridge Wells|Hawkhurst, Sandhurst
TN19|51.004|0.413|5|Rother|Etchingham
TN20|51.031|0.254|3|Wealden|Mayfield
TN21|50.961|0.261|16|Wealden|Heathfield
TN22|50.98|0.098|26|Wealden|Uckfield
TN23|51.141|0.861|40|Ashford|Ashford
TN24|51.15|0.885|32|Ashford|Ashford
TN25|51.143|0.933|16|Ashford|Challock, Wye, Stowting
TN26|51.102|0.805|11|Ashford|Bethersden, Woodchurch, Shadoxhurst
TN27|51.166|0.711|13|Ashford|Headcorn, Biddenden
TN28|50.983|0.95|9|Folkestone and Hythe|New Romney, Greatstone-on-Sea, Littlestone-on-Sea
TN29|50.993|0.933|13|Folkestone and Hythe|Lydd
TN30|51.064|0.695|9|Ashford|Tenterden
TN31|50.961|0.696|14|Rother|Rye
TN32|50.979|0.489|5|Rother|Robertsbridge
TN33|50.912|0.477|13|Rother|Battle
TN34|50.863|0.58|30|Hastings|Hastings, Hastings town centre
TN35|50.88|0.61|17|Hastings|Hastings, Pett, Guestling, Westfield
TN36|50.922|0.701|2|Rother|Winchelsea, Icklesham
TN37|50.871|0.556|21|Hastings|St Leonards, St Leonards-on-Sea, Hastings
TN38|50.865|0.545|29|Hastings|St Leonards, St Leonards-on-Sea, Silverhill, Hastings
TN39|50.846|0.454|26|Rother|Bexhill-on-Sea, Bexhill, Cooden
TN40|50.844|0.48|17|Rother|Bexhill-on-Sea, Bexhill
TQ1|50.473|-3.527|31|Torbay|Torquay, St Marychurch
TQ2|50.476|-3.545|34|Torbay|Torquay
TQ3|50.443|-3.575|31|Torbay|Paignton, Preston
TQ4|50.426|-3.572|19|Torbay|Paignton, Goodrington
TQ5|50.392|-3.522|19|Torbay|Brixham
TQ6|50.348|-3.591|8|South Hams|Dartmouth
TQ7|50.283|-3.784|16|South Hams|Kingsbridge
TQ8|50.24|-3.772|2|South Hams|Salcombe
TQ9|50.42|-3.691|17|South Hams|Totnes
TQ10|50.425|-3.817|4|South Hams|South Brent
TQ11|50.481|-3.78|4|Teignbridge|Buckfastleigh
TQ12|50.53|-3.611|53|Teignbridge|Newton Abbot, Kingsteignton
TQ13|50.591|-3.712|23|Teignbridge|Ashburton, Bovey Tracey, Chudleigh, Moretonhampstead, Widecombe in the Moor
TQ14|50.55|-3.507|19|Teignbridge|Teignmouth
TR1|50.262|-5.054|21|Cornwall|Truro
TR2|50.254|-4.956|10|Cornwall|Truro, Gerrans
TR3|50.22|-5.108|12|Cornwall|Truro
TR4|50.283|-5.132|11|Cornwall|Goonhavern, Trispen
TR5|50.307|-5.188|4|Cornwall|St Agnes, Mithian
TR6|50.343|-5.153|4|Cornwall|Perranporth, Bolingey
TR7|50.414|-5.076|20|Cornwall|Newquay
TR8|50.4|-5.04|8|Cornwall|Mitchell
TR9|50.414|-4.942|8|Cornwall|St Columb
TR10|50.166|-5.118|11|Cornwall|Penryn
TR11|50.151|-5.088|29|Cornwall|Falmouth, Flushing, Mylor Bridge, Constantine, Mawnan Smith
TR12|50.044|-5.185|9|Cornwall|Helston
TR13|50.11|-5.286|20|Cornwall|Helston
TR14|50.211|-5.296|25|Cornwall|Camborne
TR15|50.233|-5.237|20|Cornwall|Redruth
TR16|50.233|-5.222|15|Cornwall|Lanner, Carharrack, St Day
TR17|50.125|-5.471|2|Cornwall|Marazion
TR18|50.118|-5.542|20|Cornwall|Penzance
TR19|50.102|-5.626|9|Cornwall|St Buryan
TR20|50.131|-5.492|10|Cornwall|Penzance
TR21|49.948|-6.188|2|Isles of Scilly|St Mary's, Isles of Scilly
TR22|49.894|-6.342|0|Isles of Scilly|St Agnes, Isles of Scilly
TR23|49.954|-6.353|0|Isles of Scilly|Bryher, Isles of Scilly
TR24|49.955|-6.335|0|Isles of Scilly|Tresco, Isles of Scilly
TR25|49.964|-6.293|0|Isles of Scilly|St Martin's, Isles of Scilly
TR26|50.203|-5.48|12|Cornwall|St Ives
TR27|50.182|-5.407|15|Cornwall|Hayle
TS1|54.573|-1.24|17|Middlesbrough|Middlesbrough, Middlesbrough Town Centre, Gresham, Abingdon
TS2|54.584|-1.237|1|Middlesbrough|Middlesbrough, Middlehaven, Port Clarence
TS3|54.562|-1.199|29|Middlesbrough|Middlesbrough, Brambles Farm, Thorntree, Park End, North Ormesby, Berwick Hills
TS4|54.557|-1.224|17|Middlesbrough|Middlesbrough, Grove Hill, Longlands
TS5|54.552|-1.252|39|Middlesbrough|Middlesbrough, Acklam, Linthorpe
TS6|54.568|-1.156|30|Redcar and Cleveland|Eston, Grangetown, Normanby, Teesville, South Bank
TS7|54.533|-1.187|22|Middlesbrough|Marton, Nunthorpe, Ormesby
TS8|54.522|-1.231|21|Middlesbrough|Coulby Newham, Marton, Hemlington, Stainton, Thornton, Maltby
TS9|54.469|-1.168|13|Hambleton|Great Ayton, Stokesley
TS10|54.606|-1.072|37|Redcar and Cleveland|Redcar
TS11|54.588|-1.034|12|Redcar and Cleveland|Marske-by-the-Sea, New Marske
TS12|54.563|-0.967|22|Redcar and Cleveland|Skelton-in-Cleveland, Brotton
TS13|54.551|-0.858|10|Redcar and Cleveland|Saltburn-by-the-Sea, Loftus
TS14|54.532|-1.062|18|Redcar and Cleveland|Guisborough
TS15|54.494|-1.333|13|Stockton-on-Tees|Yarm, Kirklevington
TS16|54.526|-1.354|10|Stockton-on-Tees|Eaglescliffe, Egglescliffe, Aislaby
TS17|54.539|-1.305|45|Stockton-on-Tees|Thornaby, Ingleby Barwick, Stainton
TS18|54.562|-1.322|25|Stockton-on-Tees|Stockton-on-Tees, Stockton, Hartburn, Preston-on-Tees, Grangefield, Oxbridge, Portrack
TS19|54.576|-1.339|37|Stockton-on-Tees|Stockton-on-Tees, Stockton, Newtown, Fairfield, Hardwick, Roseworth, Bishopsgarth
TS20|54.586|-1.314|21|Stockton-on-Tees|Stockton-on-Tees, Norton, Mount Pleasant
TS21|54.624|-1.422|12|Stockton-on-Tees|Stillington, Bishopton, Redmarshall, Thorpe Thewles, Carlton, Sedgefield, Long Newton
TS22|54.619|-1.319|9|Stockton-on-Tees|Billingham, Wolviston
TS23|54.607|-1.287|30|Stockton-on-Tees|Billingham
TS24|54.694|-1.211|22|Hartlepool|Hartlepool
TS25|54.663|-1.224|39|Hartlepool|Hartlepool, Seaton Carew, Fens Estate, Owton Manor
TS26|54.688|-1.231|25|Hartlepool|Hartlepool
TS27|54.723|-1.288|12|Hartlepool|Blackhall Rocks, Blackhall Colliery, Castle Eden, Hesleden, Hutton Henry
TS28|54.725|-1.375|5|County Durham|Wingate, Station Town
TS29|54.711|-1.42|6|County Durham|Trimdon Station, Trimdon
TW1|51.451|-0.328|26|Richmond upon Thames|Twickenham, St Margarets, Strawberry Hill
TW2|51.447|-0.35|30|Richmond upon Thames|Twickenham, Whitton, Strawberry Hill
TW3|51.469|-0.363|40|Hounslow|Hounslow, Lampton
TW4|51.467|-0.384|28|Hounslow|Hounslow, Hounslow West, Hounslow Heath, Whitton
TW5|51.48|-0.381|29|Hounslow|Heston, Hounslow
TW6|51.469|-0.451|0|Hillingdon|Heathrow
TW7|51.475|-0.332|38|Hounslow|Isleworth, Osterley
TW8|51.486|-0.308|20|Hounslow|Brentford
TW9|51.467|-0.297|22|Richmond upon Thames|Richmond, North Sheen, Kew
TW10|51.452|-0.303|20|Richmond upon Thames|Richmond, Ham, Petersham
TW11|51.427|-0.333|23|Richmond upon Thames|Teddington
TW12|51.421|-0.369|23|Richmond upon Thames|Hampton
TW13|51.439|-0.403|36|Hounslow|Feltham, Hanworth
TW14|51.452|-0.42|28|Hounslow|Feltham, Hatton
TW15|51.43|-0.456|28|Spelthorne|Ashford
TW16|51.416|-0.418|20|Spelthorne|Sunbury-on-Thames, Sunbury
TW17|51.398|-0.448|14|Spelthorne|Shepperton
TW18|51.429|-0.51|25|Spelthorne|Staines, Staines-upon-Thames, Egham Hythe
TW19|51.452|-0.505|16|Spelthorne|Stanwell, Wraysbury
TW20|51.428|-0.549|25|Runnymede|Egham, Englefield Green
UB1|51.512|-0.376|40|Ealing|Southall
UB2|51.501|-0.381|32|Ealing|Southall
UB3|51.505|-0.422|48|Hillingdon|Hayes, Harlington
UB4|51.523|-0.409|40|Hillingdon|Hayes, Yeading
UB5|51.544|-0.375|46|Ealing|Northolt
UB6|51.54|-0.344|51|Ealing|Greenford, Perivale
UB7|51.507|-0.471|30|Hillingdon|West Drayton, Harmondsworth, Sipson, Yiewsley, Longford
UB8|51.537|-0.479|36|Hillingdon|Uxbridge, Cowley, Hillingdon
UB9|51.58|-0.492|14|Hillingdon|Denham, Harefield
UB10|51.547|-0.455|34|Hillingdon|Hillingdon, Ickenham, Uxbridge
UB11|51.516|-0.454|0|Hillingdon|Stockley Park
W1B|51.514|-0.141|1|Westminster|Portland Street, Regent Street
W1C|51.514|-0.149|0|Westminster|Oxford Street
W1D|51.514|-0.133|1|Westminster|Soho, Chinatown, Soho Square
W1F|51.514|-0.137|2|Westminster|Soho
W1G|51.519|-0.148|3|Westminster|Harley Street, Marylebone
W1H|51.517|-0.16|6|Westminster|Marylebone
W1J|51.508|-0.145|1|Westminster|Mayfair, Piccadilly
W1K|51.511|-0.151|3|Westminster|Mayfair, Grosvenor Square
W1S|51.511|-0.142|0|Westminster|Hanover Square, Savile Row, Mayfair
W1T|51.52|-0.136|4|Camden|Fitzrovia, Tottenham Court Road
W1U|51.519|-0.153|5|Westminster|Marylebone
W1W|51.519|-0.141|4|Westminster|Great Portland Street, Fitzrovia
W2|51.515|-0.187|48|Westminster|Paddington, Bayswater, Hyde Park, Westbourne Green, Little Venice, Notting Hill
W3|51.508|-0.27|52|Ealing|Acton, East Acton, Park Royal, West Acton
W4|51.491|-0.264|44|Hounslow|Chiswick, Gunnersbury, Turnham Green, Bedford Park
W5|51.512|-0.304|50|Ealing|Ealing, Park Royal
W6|51.493|-0.231|36|Hammersmith and Fulham|Hammersmith, Ravenscourt Park
W7|51.51|-0.335|29|Ealing|Hanwell, Boston Manor
W8|51.5|-0.195|20|Kensington and Chelsea|Kensington, Holland Park
W9|51.524|-0.194|38|Westminster|Maida Vale, Little Venice
W10|51.52|-0.221|34|Kensington and Chelsea|North Kensington, Queens Park
W11|51.513|-0.216|32|Kensington and Chelsea|Notting Hill, Holland Park
W12|51.509|-0.237|48|Hammersmith and Fulham|Shepherds Bush, White City
W13|51.513|-0.321|32|Ealing|West Ealing, Northfields
W14|51.495|-0.211|37|Hammersmith and Fulham|West Kensington, Kensington Olympia
WA1|53.393|-2.58|22|Warrington|Warrington, Woolston, Paddington, Bruche
WA2|53.409|-2.584|41|Warrington|Warrington, Orford, Longford, Dallam, Padgate, Fearnhead
WA3|53.452|-2.548|48|Warrington|Lowton, Golborne, Birchwood, Rixton, Glazebrook, Culcheth
WA4|53.37|-2.581|47|Warrington|Warrington, Latchford, Stockton Heath, Appleton, Grappenhall, Daresbury, Moore, Walton
WA5|53.4|-2.632|58|Warrington|Warrington, Burtonwood, Westbrook, Penketh, Great Sankey
WA6|53.275|-2.724|19|Cheshire West and Chester|Frodsham, Helsby
WA7|53.33|-2.704|63|Halton|Runcorn
WA8|53.373|-2.74|62|Halton|Widnes, Cronton
WA9|53.437|-2.72|49|St Helens|St Helens, Clock Face, Sutton, Thatto Heath
WA10|53.454|-2.753|39|St Helens|St Helens, Eccleston, West Park
WA11|53.477|-2.72|41|St Helens|Crank, Haydock, Moss Bank, Rainford
WA12|53.454|-2.634|22|St Helens|Newton-le-Willows, Earlestown
WA13|53.383|-2.466|13|Warrington|Lymm, Statham, Warburton
WA14|53.387|-2.357|28|Trafford|Altrincham, Bowdon, Broadheath, Dunham Town, Timperley, Dunham Massey
WA15|53.384|-2.329|43|Trafford|Altrincham, Ashley, Hale, Hale Barns, Timperley
WA16|53.304|-2.371|23|Cheshire East|Knutsford
WC1A|51.519|-0.123|1|Camden|New Oxford Street, Holborn
WC1B|51.519|-0.127|1|Camden|Bloomsbury
WC1E|51.521|-0.132|2|Camden|Bloomsbury
WC1H|51.525|-0.126|8|Camden|St Pancras, Bloomsbury
WC1N|51.522|-0.121|7|Camden|Bloomsbury, Holborn
WC1R|51.519|-0.117|1|Camden|Gray's Inn, Holborn
WC1V|51.518|-0.118|1|Camden|High Holborn, Holborn
WC1X|51.524|-0.117|8|Camden|Kings Cross, Finsbury
WC2A|51.516|-0.115|0|Camden|Lincoln's Inn Fields, Holborn
WC2B|51.515|-0.121|2|Camden|Drury Lane, Aldwych, Covent Garden
WC2E|51.513|-0.124|1|Westminster|Covent Garden
WC2H|51.514|-0.128|3|Westminster|Leicester Square, Covent Garden
WC2N|51.51|-0.125|1|Westminster|Charing Cross
WC2R|51.512|-0.118|0|Westminster|Strand, Somerset House
WD3|51.644|-0.483|41|Three Rivers|Rickmansworth, Chorleywood, Croxley Green, Chenies, Maple Cross, Mill End, Sarratt, West Hyde
WD4|51.707|-0.454|11|Dacorum|Kings Langley, Chipperfield, Hunton Bridge
WD5|51.705|-0.423|11|Three Rivers|Abbots Langley, Bedmond
WD6|51.657|-0.276|38|Hertsmere|Borehamwood, Elstree
WD7|51.686|-0.313|13|Hertsmere|Radlett, Shenley
WD17|51.661|-0.407|16|Watford|Watford, Cassiobury, Nascot Wood
WD18|51.648|-0.419|24|Watford|Watford, West Watford
WD19|51.633|-0.394|28|Three Rivers|Watford, Oxhey, South Oxhey, Carpenders Park
WD23|51.645|-0.367|25|Hertsmere|Bushey, Bushey Heath
WD24|51.67|-0.401|22|Watford|Watford, North Watford
WD25|51.682|-0.392|28|Watford|Watford, Garston, Aldenham, Leavesden
WF1|53.684|-1.499|34|Wakefield|Wakefield, Alverthorpe, Eastmoor, Kirkthorpe, Outwood
WF2|53.673|-1.512|51|Wakefield|Wakefield, Kirkhamgate, Kettlethorpe, Lupset, Newmillerdam, Sandal, Thornes
WF3|53.722|-1.524|33|Leeds|East Ardsley, Lofthouse, Robin Hood, Stanley, Tingley, West Ardsley
WF4|53.649|-1.517|43|Wakefield|Crigglestone, Crofton, Durkar, Flockton, Havercroft, Horbury, Netherton, New Crofton, Ryhill, West Bretton, Woolley
WF5|53.681|-1.577|21|Wakefield|Ossett, Gawthorpe
WF6|53.701|-1.414|21|Wakefield|Normanton, Altofts
WF7|53.667|-1.351|20|Wakefield|Featherstone, Ackworth, Purston Jaglin, Streethouse
WF8|53.687|-1.302|32|Wakefield|Pontefract, Darrington, Kirk Smeaton, Thorpe Audlin
WF9|53.606|-1.321|39|Wakefield|Hemsworth, Badsworth, Fitzwilliam, Kinsley, South Elmsall, South Kirkby, Upton
WF10|53.724|-1.35|45|Wakefield|Castleford, Airedale, Allerton Bywater, Glasshoughton
WF11|53.711|-1.259|17|Wakefield|Knottingley, Brotherton, Byram, Kellingley
WF12|53.684|-1.622|34|Kirklees|Dewsbury, Chickenley, Savile Town, Shaw Cross, Thornhill, Thornhill Lees
WF13|53.692|-1.644|28|Kirklees|Dewsbury, Dewsbury Moor, Ravensthorpe, Staincliffe
WF14|53.681|-1.691|20|Kirklees|Mirfield, Hopton
WF15|53.708|-1.699|18|Kirklees|Liversedge, Roberttown
WF16|53.71|-1.669|12|Kirklees|Heckmondwike
WF17|53.718|-1.641|43|Kirklees|Batley, Birstall, Staincliffe
WN1|53.551|-2.63|20|Wigan|Wigan, Haigh, Ince, Swinley
WN2|53.536|-2.585|53|Wigan|Wigan, Abram, Aspull, Bamfurlong, Bickershaw, Hindley, Hindley Green, Ince, Platt Bridge
WN3|53.531|-2.645|30|Wigan|Wigan, Goose Green, Ince, Winstanley, Worsley Mesnes
WN4|53.497|-2.643|29|Wigan|Ashton-in-Makerfield, Garswood
WN5|53.533|-2.685|44|Wigan|Wigan, Billinge, Orrell, Pemberton, Winstanley, Marsh Green
WN6|53.573|-2.67|40|Wigan|Standish, Appley Bridge, Shevington, Wrightington
WN7|53.497|-2.518|48|Wigan|Leigh, Hope Carr, Bedford, Westleigh, Pennington
WN8|53.552|-2.772|46|West Lancashire|Skelmersdale, Dalton, Newburgh, Parbold, Upholland
WR1|52.197|-2.217|9|Worcester|Worcester
WR2|52.192|-2.24|30|Worcester|Worcester
WR3|52.216|-2.21|20|Worcester|Worcester
WR4|52.205|-2.19|26|Worcester|Worcester
WR5|52.18|-2.2|31|Worcester|Worcester
WR6|52.229|-2.361|12|Malvern Hills|Worcester
WR7|52.197|-2.064|5|Wychavon|Worcester
WR8|52.091|-2.202|8|Malvern Hills|Worcester, Upton-upon-Severn
WR9|52.269|-2.157|31|Wychavon|Droitwich, Droitwich Spa
WR10|52.117|-2.067|18|Wychavon|Pershore
WR11|52.095|-1.93|42|Wychavon|Evesham
WR12|52.047|-1.88|6|Wychavon|Broadway
WR13|52.095|-2.342|8|Malvern Hills|Malvern
WR14|52.114|-2.322|34|Malvern Hills|Malvern, Great Malvern
WR15|52.306|-2.573|7|Malvern Hills|Tenbury Wells
WS1|52.582|-1.98|27|Walsall|Walsall, Walsall town centre, Caldmore
WS2|52.589|-2.002|39|Walsall|Walsall, Pleck, Bentley, Leamore
WS3|52.617|-1.992|50|Walsall|Bloxwich, Coal Pool, Pelsall, Walsall
WS4|52.604|-1.961|17|Walsall|Rushall, Walsall
WS5|52.568|-1.961|22|Walsall|Walsall, Bescot, Tamebridge, Yew Tree
WS6|52.657|-2.023|18|South Staffordshire|Cheslyn Hay, Great Wyrley
WS7|52.681|-1.916|30|Lichfield|Burntwood
WS8|52.643|-1.937|16|Walsall|Brownhills, Walsall Wood
WS9|52.609|-1.919|27|Walsall|Aldridge, Brownhills
WS10|52.56|-2.023|47|Sandwell|Wednesbury, Darlaston
WS11|52.689|-2.017|43|Cannock Chase|Cannock
WS12|52.703|-2.002|35|Cannock Chase|Heath Hayes, Hednesford, Huntington, Wimblebury
WS13|52.692|-1.818|26|Lichfield|Lichfield
WS14|52.67|-1.813|18|Lichfield|Lichfield
WS15|52.759|-1.92|37|Cannock Chase|Rugeley, Armitage, Brereton
WV1|52.587|-2.118|16|Wolverhampton|Wolverhampton, Wolverhampton City Centre, Horseley Fields, East Park
WV2|52.576|-2.12|15|Wolverhampton|Wolverhampton, All Saints, Blakenhall, Parkfields
WV3|52.581|-2.148|30|Wolverhampton|Wolverhampton, Finchfield, Compton, Castlecroft
WV4|52.564|-2.141|34|Wolverhampton|Wolverhampton, Penn, Warstones, Merry Hill
WV5|52.533|-2.21|16|South Staffordshire|Wombourne, Wall Heath
WV6|52.597|-2.176|45|Wolverhampton|Wolverhampton, Whitmore Reans, Perton, Pattingham, Tettenhall
WV7|52.634|-2.277|7|Shropshire|Albrighton
WV8|52.622|-2.182|16|South Staffordshire|Codsall, Pendeford, Bilbrook
WV9|52.631|-2.141|7|Wolverhampton|Pendeford
WV10|52.616|-2.114|56|Wolverhampton|Wolverhampton, Low Hill, Bushbury, Heath Town, Fordhouses, Fallings Park, Featherstone
WV11|52.61|-2.072|35|Wolverhampton|Wednesfield
WV12|52.606|-2.042|25|Walsall|Willenhall, Short Heath
WV13|52.586|-2.063|21|Walsall|Willenhall
WV14|52.558|-2.078|47|Wolverhampton|Bilston, Bradley, Coseley
WV15|52.517|-2.38|8|Shropshire|Bridgnorth
WV16|52.516|-2.437|18|Shropshire|Bridgnorth
YO1|53.958|-1.071|5|York|York, York City Centre
YO7|54.225|-1.35|20|Hambleton|Thirsk
YO8|53.786|-1.057|44|Selby|Selby, Barlby, Brayton, Bubwith, Cawood, Camblesforth, Drax, Thorpe Willoughby
YO10|53.951|-1.061|31|York|York, Fishergate, Fulford, Heslington, Osbaldwick, Tang Hall
YO11|54.269|-0.399|23|Scarborough|Scarborough, Cayton
YO12|54.274|-0.422|41|Scarborough|Scarborough, Seamer
YO13|54.287|-0.493|10|Scarborough|Scarborough
YO14|54.2|-0.298|11|Scarborough|Filey
YO15|54.092|-0.182|14|East Riding of Yorkshire|Bridlington, Bempton, Flamborough, Sewerby
YO16|54.096|-0.199|25|East Riding of Yorkshire|Bridlington, Bessingby, Boynton, Carnaby, Grindale
YO17|54.14|-0.772|21|Ryedale|Malton, Norton
YO18|54.256|-0.768|11|Ryedale|Pickering, Thornton-le-Dale
YO19|53.911|-1.026|13|York|Dunnington, Escrick, Wheldrake, Murton, Riccall, Stillingfleet, Warthill
YO21|54.478|-0.703|14|Scarborough|Whitby, Westerdale
YO22|54.453|-0.622|9|Scarborough|Robin Hood's Bay, Whitby
YO23|53.928|-1.12|19|York|York, South Bank, Bishopthorpe, Copmanthorpe, Rufforth
YO24|53.947|-1.114|30|York|York, Acomb, Dringhouses, Woodthorpe
YO25|54.014|-0.42|33|East Riding of Yorkshire|Driffield
YO26|53.974|-1.166|30|York|York, Acomb, Upper Poppleton, Nether Poppleton, Green Hammerton
YO30|53.984|-1.111|27|York|York, Bootham, Clifton, Skelton, Linton-on-Ouse
YO31|53.97|-1.066|30|York|York, Heworth, Huntington, The Groves, Layerthorpe
YO32|54.009|-1.06|29|York|Haxby, Huntington, Wigginton, New Earswick, Strensall
YO41|53.969|-0.911|11|East Riding of Yorkshire|Elvington, Full Sutton, Stamford Bridge, Sutton upon Derwent, Wilberfoss
YO42|53.925|-0.789|14|East Riding of Yorkshire|Pocklington, Barmby Moor, Melbourne, Seaton Ross
YO43|53.851|-0.684|12|East Riding of Yorkshire|Market Weighton, Holme-on-Spalding-Moor
YO51|54.088|-1.388|6|Harrogate|Boroughbridge
YO60|54.085|-0.947|5|Ryedale|Sheriff Hutton, Skewsby
YO61|54.12|-1.199|14|Hambleton|Easingwold
YO62|54.244|-0.995|12|Ryedale|Helmsley, Kirkbymoorside
ZE1|60.152|-1.168|8|Shetland Islands|Lerwick, Scalloway
ZE2|60.315|-1.229|14|Shetland Islands|Shetland
ZE3|59.883|-1.305|0|Shetland Islands|Bush
`;

/**
 * Each postcode area's name: the post town it is named after (Royal Mail), or, in London and a few
 * regions, the part of the country (same source as the districts).
 */
export const AREA_NAMES: Readonly<Record<string, string>> = {
  AB: 'Aberdeen', AL: 'St Albans', B: 'Birmingham', BA: 'Bath', BB: 'Blackburn', BD: 'Bradford',
  BH: 'Bournemouth', BL: 'Bolton', BN: 'Brighton', BR: 'Bromley', BS: 'Bristol', BT: 'Northern Ireland',
  CA: 'Carlisle', CB: 'Cambridge', CF: 'Cardiff', CH: 'Chester', CM: 'Chelmsford', CO: 'Colchester',
  CR: 'Croydon', CT: 'Canterbury', CV: 'Coventry', CW: 'Crewe', DA: 'Dartford', DD: 'Dundee', DE: 'Derby',
  DG: 'Dumfries and Galloway', DH: 'Durham', DL: 'Darlington', DN: 'Doncaster', DT: 'Dorchester',
  DY: 'Dudley', E: 'East London', EC: 'Central London', EH: 'Edinburgh', EN: 'Enfield', EX: 'Exeter',
  FK: 'Falkirk', FY: 'Blackpool', G: 'Glasgow', GL: 'Gloucester', GU: 'Guildford', HA: 'Harrow',
  HD: 'Huddersfield', HG: 'Harrogate', HP: 'Hemel Hempstead', HR: 'Hereford', HS: 'Outer Hebrides',
  HU: 'Hull', HX: 'Halifax', IG: 'Ilford', IP: 'Ipswich', IV: 'Inverness', KA: 'Kilmarnock',
  KT: 'Kingston upon Thames', KW: 'Kirkwall', KY: 'Kirkcaldy', L: 'Liverpool', LA: 'Lancaster',
  LD: 'Llandrindod Wells', LE: 'Leicester', LL: 'Llandudno', LN: 'Lincoln', LS: 'Leeds', LU: 'Luton',
  M: 'Manchester', ME: 'Rochester', MK: 'Milton Keynes', ML: 'Motherwell', N: 'North London',
  NE: 'Newcastle upon Tyne', NG: 'Nottingham', NN: 'Northampton', NP: 'Newport', NR: 'Norwich',
  NW: 'North West London', OL: 'Oldham', OX: 'Oxford', PA: 'Paisley', PE: 'Peterborough', PH: 'Perth',
  PL: 'Plymouth', PO: 'Portsmouth', PR: 'Preston', RG: 'Reading', RH: 'Redhill', RM: 'Romford',
  S: 'Sheffield', SA: 'Swansea', SE: 'South East London', SG: 'Stevenage', SK: 'Stockport', SL: 'Slough',
  SM: 'Sutton', SN: 'Swindon', SO: 'Southampton', SP: 'Salisbury', SR: 'Sunderland', SS: 'Southend-on-Sea',
  ST: 'Stoke-on-Trent', SW: 'South West London', SY: 'Shrewsbury', TA: 'Taunton', TD: 'Galashiels',
  TF: 'Telford', TN: 'Tonbridge', TQ: 'Torquay', TR: 'Truro', TS: 'Cleveland', TW: 'Twickenham',
  UB: 'Southall', W: 'West London', WA: 'Warrington', WC: 'Central London', WD: 'Watford', WF: 'Wakefield',
  WN: 'Wigan', WR: 'Worcester', WS: 'Walsall', WV: 'Wolverhampton', YO: 'York', ZE: 'Lerwick',
}; // prettier-ignore
