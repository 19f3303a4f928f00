% format short e / long e / long g / rat of 150 random values and shapes,
% drawn once by a seeded script; `format short E` is an error in Octave 7.3.
try, format long g; x = [0.8484211680474587; 1795122] + [1e300; -Inf]*1i
catch err, disp(err.message), end
format
try, format long e; x = [680869; -1.0681369448600329] + [-8.186589250163212e-05; 0.7807609840249787]*1i
catch err, disp(err.message), end
format
try, format short e; x = [1799998; 95/79] + [21/80; 6.63403250699956]*1i
catch err, disp(err.message), end
format
try, format short e; x = -6.195834744041417
catch err, disp(err.message), end
format
try, format long e; x = [5.562168130864865; -118937766686.6864] + [-0.6093572449814662; 2.8058341583835417e-05]*1i
catch err, disp(err.message), end
format
try, format long g; x = 11/59
catch err, disp(err.message), end
format
try, format short E; x = 1e300 + (4.156192429958988)*1i
catch err, disp(err.message), end
format
try, format short E; x = [-940496175434.8353 1e300 -1.992003901630179 -0.4181942137105237 9.160847666396272 0.3697949498973032]
catch err, disp(err.message), end
format
try, format long e; x = [1474806 51/54]
catch err, disp(err.message), end
format
try, format short e; x = [26/87; -326214327109.6915] + [-334828749073.3042; 394892]*1i
catch err, disp(err.message), end
format
try, format long e; x = [-8.802131941178466 -0.02635341617944653]
catch err, disp(err.message), end
format
try, format rat; x = [-Inf 99/17 1509571 -2.10293256927198 -9.990581829876458e-05]
catch err, disp(err.message), end
format
try, format rat; x = single([-6.253852785486784e-05])
catch err, disp(err.message), end
format
try, format rat; x = [-9.157843591376887; -5.735132628449549e-05] + [-980849522759.1741; NaN]*1i
catch err, disp(err.message), end
format
try, format short E; x = -8.514380143565361 + (1.6546959633510406e-05)*1i
catch err, disp(err.message), end
format
try, format long e; x = NaN
catch err, disp(err.message), end
format
try, format short E; x = [433603; 0] + [0.14914249085989506; -0.22780593957263662]*1i
catch err, disp(err.message), end
format
try, format long e; x = single([0.22088964655248167])
catch err, disp(err.message), end
format
try, format long e; x = [3.739480070790028e-05 1923819 Inf 98816 -7.819054717019727 NaN]
catch err, disp(err.message), end
format
try, format long e; x = -158369394783.4099 + (0)*1i
catch err, disp(err.message), end
format
try, format short E; x = [8.584723728947837e-05; -7.471996511757921] + [210966; -575199500957.7249]*1i
catch err, disp(err.message), end
format
try, format long e; x = -4.61612143942318
catch err, disp(err.message), end
format
try, format long g; x = [-6.474924492543657 62007242026.46924]
catch err, disp(err.message), end
format
try, format long e; x = -723183380202.3497
catch err, disp(err.message), end
format
try, format long g; x = single([89/67 -Inf Inf])
catch err, disp(err.message), end
format
try, format short e; x = 401940037486.0271 + (-9.574816435817972)*1i
catch err, disp(err.message), end
format
try, format short e; x = 4.609959618905641 + (-726788386712.1096)*1i
catch err, disp(err.message), end
format
try, format short e; x = 1442563
catch err, disp(err.message), end
format
try, format short e; x = [-830146362108.7976 225768 0.7145911666326692 -0.939460681923141]
catch err, disp(err.message), end
format
try, format long g; x = [2.499210933188385; 1490381] + [Inf; Inf]*1i
catch err, disp(err.message), end
format
try, format short e; x = 15/33
catch err, disp(err.message), end
format
try, format long g; x = single([89/75 1747685])
catch err, disp(err.message), end
format
try, format long g; x = [0.37394281479867786; Inf] + [202570529099.2893; -6507]*1i
catch err, disp(err.message), end
format
try, format long e; x = 1939678
catch err, disp(err.message), end
format
try, format short E; x = -397934717786.00867
catch err, disp(err.message), end
format
try, format rat; x = [5.0754257896127694e-05 319980009351.69214 1990067 -3.4607876234118415e-05 33/26 56/97]
catch err, disp(err.message), end
format
try, format long e; x = [1.662143755078822e-05 -580214915630.5742 -7.06591679535624e-07 0.791305822860007 4.224355230352135]
catch err, disp(err.message), end
format
try, format short E; x = [1876992 851463738293.6531]
catch err, disp(err.message), end
format
try, format long g; x = 67/64 + (41/92)*1i
catch err, disp(err.message), end
format
try, format rat; x = -850641566086.898 + (-4.437525738354169)*1i
catch err, disp(err.message), end
format
try, format rat; x = 91/36
catch err, disp(err.message), end
format
try, format rat; x = single([73/3 18/52])
catch err, disp(err.message), end
format
try, format long g; x = [0.6593368689181283 5.585085621606486e-05]
catch err, disp(err.message), end
format
try, format short e; x = 357263
catch err, disp(err.message), end
format
try, format rat; x = single([26/26])
catch err, disp(err.message), end
format
try, format long g; x = single([2/97])
catch err, disp(err.message), end
format
try, format long g; x = [5/23; -4.5529012711966256e-05] + [79378257651.79944; pi]*1i
catch err, disp(err.message), end
format
try, format rat; x = [0.5838644757835689 -8.255806802141336e-05 50/17 1802268 2.5109635125586163e-05]
catch err, disp(err.message), end
format
try, format short e; x = pi + (65/44)*1i
catch err, disp(err.message), end
format
try, format long g; x = single([-8.020707112262302e-05 0.6366910755381927 92/16])
catch err, disp(err.message), end
format
try, format long e; x = [9.547170446791885 1e300 -476233692318.3543 3/45 Inf]
catch err, disp(err.message), end
format
try, format short e; x = 100603854975.3584 + (-0.44948641229499153)*1i
catch err, disp(err.message), end
format
try, format short e; x = [47238 6.624393664306878e-06]
catch err, disp(err.message), end
format
try, format long e; x = 9.996478038508433e-05 + (67/87)*1i
catch err, disp(err.message), end
format
try, format long g; x = 1e-300 + (5.156783494564021)*1i
catch err, disp(err.message), end
format
try, format long g; x = [NaN; 0.457686402820515] + [22/67; 1e300]*1i
catch err, disp(err.message), end
format
try, format rat; x = single([49/79 -3.910879514996524e-05])
catch err, disp(err.message), end
format
try, format long e; x = [NaN; 0] + [-1.7783295309687147e-05; 0.06348207666513161]*1i
catch err, disp(err.message), end
format
try, format rat; x = 0.7664267673201657 + (0.3203554328312883)*1i
catch err, disp(err.message), end
format
try, format long g; x = [0.9788032406995697; -0.17919106882482438] + [22/9; 0]*1i
catch err, disp(err.message), end
format
try, format long g; x = -507445075017.78766 + (432540)*1i
catch err, disp(err.message), end
format
try, format short E; x = 0.8713790759527007 + (1230494)*1i
catch err, disp(err.message), end
format
try, format short e; x = [Inf -741077099709.1132 0.9545606229124357 -6.1178679532514435 -9.763345317984518e-05]
catch err, disp(err.message), end
format
try, format short E; x = single([-511066680852.0805 339921 414990])
catch err, disp(err.message), end
format
try, format rat; x = [435392457212.9375; 68/56] + [-2.485276068299025; 569949]*1i
catch err, disp(err.message), end
format
try, format rat; x = [28/68 7.025163403591703e-05 pi -0.7270685995719077 81/45 -3.682524024974183e-05]
catch err, disp(err.message), end
format
try, format short E; x = [0.9967076509377648 -7.32135550842123 -7.34916899702303e-05]
catch err, disp(err.message), end
format
try, format short e; x = single([-1.3040553283440293 428496])
catch err, disp(err.message), end
format
try, format long e; x = 88/3 + (-5.981318716719741)*1i
catch err, disp(err.message), end
format
try, format short E; x = single([65/82])
catch err, disp(err.message), end
format
try, format short E; x = [25/10; 345323] + [-9.251282548606813; pi]*1i
catch err, disp(err.message), end
format
try, format rat; x = [514695; -6.309274119891675e-05] + [-6.550166928736228e-05; 9.806027603610522e-05]*1i
catch err, disp(err.message), end
format
try, format short e; x = [-7.310994721726338; 60/10] + [-0.8065720896895638; 1858571]*1i
catch err, disp(err.message), end
format
try, format long g; x = [-139837500302.7152; NaN] + [2.6801262350425255; 6.885257393162096]*1i
catch err, disp(err.message), end
format
try, format long e; x = 1408137 + (48/52)*1i
catch err, disp(err.message), end
format
try, format long e; x = [-8.103966934597376e-05; -0.9691646795914068] + [6.03412327794825; 81/52]*1i
catch err, disp(err.message), end
format
try, format rat; x = [8.577355513197856e-07; 609642800128.3818] + [-440968470107.03357; 4.888698122348975]*1i
catch err, disp(err.message), end
format
try, format long e; x = 7.930901397751375e-05 + (1e-300)*1i
catch err, disp(err.message), end
format
try, format short E; x = -0.6369009106495156 + (4.452687082412455e-05)*1i
catch err, disp(err.message), end
format
try, format short e; x = single([323050 7.760963343923862])
catch err, disp(err.message), end
format
try, format rat; x = -4.540489473242213e-05
catch err, disp(err.message), end
format
try, format short E; x = single([52/73])
catch err, disp(err.message), end
format
try, format long e; x = [-2.2081185110363215; 794304] + [16/98; -4284]*1i
catch err, disp(err.message), end
format
try, format short e; x = [4.775897597824198; -112707042670.91089] + [Inf; -0.609107812523699]*1i
catch err, disp(err.message), end
format
try, format long g; x = -4.828847758339725
catch err, disp(err.message), end
format
try, format short E; x = single([pi 317919 57/83])
catch err, disp(err.message), end
format
try, format short e; x = [1e-300; 0.9106879390048028] + [570801; 1878711]*1i
catch err, disp(err.message), end
format
try, format long e; x = pi + (Inf)*1i
catch err, disp(err.message), end
format
try, format long g; x = 1093010 + (0)*1i
catch err, disp(err.message), end
format
try, format rat; x = single([NaN 1031437])
catch err, disp(err.message), end
format
try, format rat; x = single([96/38 -9.719750617073778 1.7161592904886612e-05])
catch err, disp(err.message), end
format
try, format long e; x = 0.36865829512410686 + (7.950842278472191)*1i
catch err, disp(err.message), end
format
try, format long g; x = 1e-300
catch err, disp(err.message), end
format
try, format short E; x = 0.8111017230705166
catch err, disp(err.message), end
format
try, format long g; x = 946336146526.0264 + (-9.091321002936448e-05)*1i
catch err, disp(err.message), end
format
try, format short e; x = 9.57641586064589e-05 + (-0.5096320121940481)*1i
catch err, disp(err.message), end
format
try, format short e; x = 0
catch err, disp(err.message), end
format
try, format long g; x = 7.222582556613639e-05
catch err, disp(err.message), end
format
try, format short E; x = [-7.513481920465522e-05; 486272] + [54/59; NaN]*1i
catch err, disp(err.message), end
format
try, format rat; x = 555933501480.0256 + (1e300)*1i
catch err, disp(err.message), end
format
try, format long e; x = single([-5.2317794440531955e-05 0.058969094261469124 568617634584.7844])
catch err, disp(err.message), end
format
try, format rat; x = single([219617168382.38892 73/90])
catch err, disp(err.message), end
format
try, format rat; x = [-0.5211279363957728 4.298150237215184e-07 26/88 2.5681904048900073]
catch err, disp(err.message), end
format
try, format short e; x = single([12842 Inf])
catch err, disp(err.message), end
format
try, format short e; x = [-855014327827.2722 8.257727574747811 1.0125722340873018e-05 48/62 1385200 -3.234892883345409e-05]
catch err, disp(err.message), end
format
try, format long g; x = [-0.7604229532583124 0.6440840903480718]
catch err, disp(err.message), end
format
try, format long e; x = 982433 + (532019)*1i
catch err, disp(err.message), end
format
try, format short E; x = [-418228647878.56555 0.4922095213257811 -1.4469488480975626e-05 161179186359.3003 1259598 0.8726598446103058]
catch err, disp(err.message), end
format
try, format long g; x = [0; 0.3706538448261072] + [646992501251.4468; -8.478414072074623]*1i
catch err, disp(err.message), end
format
try, format long e; x = [3.9021002208896327; 1275519] + [763421552522.7505; -2.843967131188041e-05]*1i
catch err, disp(err.message), end
format
try, format short E; x = single([418549752846.07227])
catch err, disp(err.message), end
format
try, format rat; x = [36/57; 1e300] + [-83448271190.8335; -2.0081660199508235e-05]*1i
catch err, disp(err.message), end
format
try, format rat; x = [657047545396.7485 -2.733764398544336]
catch err, disp(err.message), end
format
try, format long g; x = [717723; 73/48] + [-0.21950816302654963; 6.727527170053315e-05]*1i
catch err, disp(err.message), end
format
try, format rat; x = [5.17894706940192 -0.4370901165626635 -5.575196815186548]
catch err, disp(err.message), end
format
try, format short e; x = [1.3492502713023376e-05; 3.0240824582707653] + [-0.15450994574939503; pi]*1i
catch err, disp(err.message), end
format
try, format short E; x = [-3.309577244270951; 474119843623.12476] + [-830600186795.5947; 84/19]*1i
catch err, disp(err.message), end
format
try, format short e; x = 4.244061145253454e-05 + (1318380)*1i
catch err, disp(err.message), end
format
try, format long g; x = -324372830878.563 + (344774725090.1985)*1i
catch err, disp(err.message), end
format
try, format long g; x = 1e300 + (10/91)*1i
catch err, disp(err.message), end
format
try, format rat; x = 1364505
catch err, disp(err.message), end
format
try, format short e; x = -0.821492614021198 + (2121)*1i
catch err, disp(err.message), end
format
try, format rat; x = single([6.045068369794933 1663522 -5.0855927554916996e-05])
catch err, disp(err.message), end
format
try, format long e; x = 22/42 + (-2.2134595476172632e-05)*1i
catch err, disp(err.message), end
format
try, format rat; x = single([-0.5711033480696983 15/39])
catch err, disp(err.message), end
format
try, format long e; x = [-0.08248095188781579 0]
catch err, disp(err.message), end
format
try, format short e; x = single([-6.309198236566755e-05])
catch err, disp(err.message), end
format
try, format long e; x = [2.0005262966817222e-05; 839353] + [675891; -195026663355.33032]*1i
catch err, disp(err.message), end
format
try, format short E; x = [0.10082112967209689; -0.47907116286814055] + [1334766; 71/99]*1i
catch err, disp(err.message), end
format
try, format short e; x = -0.557989516862847 + (-5.651597984504675)*1i
catch err, disp(err.message), end
format
try, format long e; x = 1e300 + (1e300)*1i
catch err, disp(err.message), end
format
try, format short E; x = 31/2
catch err, disp(err.message), end
format
try, format long g; x = single([-0.506893564562686 559723])
catch err, disp(err.message), end
format
try, format long g; x = [-4.8115332561574276e-05 0.6200163590330678 2.7393310877196463e-05 NaN]
catch err, disp(err.message), end
format
try, format rat; x = [-6.986932669300523; -0.6434013843332929] + [6.42836137357758e-05; -0.7019496735619248]*1i
catch err, disp(err.message), end
format
try, format long e; x = -460158547537.57733
catch err, disp(err.message), end
format
try, format rat; x = 1865718
catch err, disp(err.message), end
format
try, format short e; x = [1e300; NaN] + [5.786433098876868; 709796]*1i
catch err, disp(err.message), end
format
try, format short e; x = -9.255561598633029e-05 + (1972754)*1i
catch err, disp(err.message), end
format
try, format long e; x = single([-189077227174.86194 NaN])
catch err, disp(err.message), end
format
try, format long g; x = -851310555829.1923
catch err, disp(err.message), end
format
try, format long e; x = 51/87
catch err, disp(err.message), end
format
try, format long g; x = 57/2
catch err, disp(err.message), end
format
try, format long g; x = -4.130634134394542e-05 + (-0.8382433992891425)*1i
catch err, disp(err.message), end
format
try, format short e; x = [-4.1921265977961024e-05 1150766 509844070556.76245 1e-300 -4.871064247391024 -2.4690042836302982e-05]
catch err, disp(err.message), end
format
try, format short e; x = single([125616631952.2107 82/43])
catch err, disp(err.message), end
format
try, format long g; x = -7.9627069621052655 + (Inf)*1i
catch err, disp(err.message), end
format
try, format long e; x = [-1.9544196074491117e-05 -0.0736701847204635 12/13]
catch err, disp(err.message), end
format
try, format long e; x = 9.748284090177441e-05
catch err, disp(err.message), end
format
try, format long g; x = -0.8546349802366628 + (-0.14597459246372013)*1i
catch err, disp(err.message), end
format
