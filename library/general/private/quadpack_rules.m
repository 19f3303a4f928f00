function [result, abserr, resabs, resasc] = quadpack_rules (kind, f, a, b, boun, sides)
% QUADPACK's rules with their error estimates: KIND 21 is DQK21 (the
% 21-point Kronrod rule and the 10-point Gauss rule in it) on [A, B];
% KIND 15 is DQK15I (15 and 7 points) on the part [A, B] of (0, 1] of
% the variable t of an infinite interval: x = BOUN + (1 - t) / t (SIDES 1),
% BOUN - (1 - t) / t (SIDES -1), or both signs added (SIDES 2).  RESABS is
% the rule applied to |f|, RESASC to |f - mean|.
  epmach = eps;
  uflow = realmin;
  center = 0.5 * (a + b);
  half = 0.5 * (b - a);
  if (kind == 21)
    xgk = [0.995657163025808080735527280689003, 0.973906528517171720077964012084452, ...
           0.930157491355708226001207180059508, 0.865063366688984510732096688423493, ...
           0.780817726586416897063717578345042, 0.679409568299024406234327365114874, ...
           0.562757134668604683339000099272694, 0.433395394129247190799265943165784, ...
           0.294392862701460198131126603103866, 0.148874338981631210884826001129720, 0];
    wgk = [0.011694638867371874278064396062192, 0.032558162307964727478818972459390, ...
           0.054755896574351996031381300244580, 0.075039674810919952767043140916190, ...
           0.093125454583697605535065465083366, 0.109387158802297641899210590325805, ...
           0.123491976262065851077958109831074, 0.134709217311473325928054001771707, ...
           0.142775938577060080797094273138717, 0.147739104901338491374841515972068, ...
           0.149445554002916905664936468389821];
    wg = [0.066671344308688137593568809893332, 0.149451349150580593145776339657697, ...
          0.219086362515982043995534934228163, 0.269266719309996355091226921569469, ...
          0.295524224714752870173892994651338];
    fc = f (center);
    resg = 0;
    resk = wgk(11) * fc;
    resabs = abs (resk);
    fv1 = zeros (10, 1);
    fv2 = zeros (10, 1);
    for j = 1:5
      jtw = 2 * j;
      absc = half * xgk(jtw);
      fval1 = f (center - absc);
      fval2 = f (center + absc);
      fv1(jtw) = fval1;
      fv2(jtw) = fval2;
      fsum = fval1 + fval2;
      resg = resg + wg(j) * fsum;
      resk = resk + wgk(jtw) * fsum;
      resabs = resabs + wgk(jtw) * (abs (fval1) + abs (fval2));
    end
    for j = 1:5
      jtwm1 = 2 * j - 1;
      absc = half * xgk(jtwm1);
      fval1 = f (center - absc);
      fval2 = f (center + absc);
      fv1(jtwm1) = fval1;
      fv2(jtwm1) = fval2;
      fsum = fval1 + fval2;
      resk = resk + wgk(jtwm1) * fsum;
      resabs = resabs + wgk(jtwm1) * (abs (fval1) + abs (fval2));
    end
    reskh = resk * 0.5;
    resasc = wgk(11) * abs (fc - reskh);
    for j = 1:10
      resasc = resasc + wgk(j) * (abs (fv1(j) - reskh) + abs (fv2(j) - reskh));
    end
    npts = 10;
  else
    xgk = [0.991455371120812639206854697526329, 0.949107912342758524526189684047851, ...
           0.864864423359769072789712788640926, 0.741531185599394439863864773280788, ...
           0.586087235467691130294144845693013, 0.405845151377397166906606412076961, ...
           0.207784955007898467600689403773245, 0];
    wgk = [0.022935322010529224963732008058970, 0.063092092629978553290700663189204, ...
           0.104790010322250183839876322541518, 0.140653259715525918745189590510238, ...
           0.169004726639267902826583426598550, 0.190350578064785409913256402421014, ...
           0.204432940075298892414161999234649, 0.209482141084727828012999174891714];
    wg = [0, 0.129484966168869693270611432679082, 0, 0.279705391489276667901467771423780, ...
          0, 0.381830050505118944950369775488975, 0, 0.417959183673469387755102040816327];
    dinf = min (1, sides);
    g = @(t) mapped (f, t, boun, dinf, sides);
    fc = g (center);
    resg = wg(8) * fc;
    resk = wgk(8) * fc;
    resabs = abs (resk);
    fv1 = zeros (7, 1);
    fv2 = zeros (7, 1);
    for j = 1:7
      absc = half * xgk(j);
      fval1 = g (center - absc);
      fval2 = g (center + absc);
      fv1(j) = fval1;
      fv2(j) = fval2;
      fsum = fval1 + fval2;
      resg = resg + wg(j) * fsum;
      resk = resk + wgk(j) * fsum;
      resabs = resabs + wgk(j) * (abs (fval1) + abs (fval2));
    end
    reskh = resk * 0.5;
    resasc = wgk(8) * abs (fc - reskh);
    for j = 1:7
      resasc = resasc + wgk(j) * (abs (fv1(j) - reskh) + abs (fv2(j) - reskh));
    end
    npts = 7;
  end
  result = resk * half;
  resabs = resabs * abs (half);
  resasc = resasc * abs (half);
  abserr = abs ((resk - resg) * half);
  if (resasc != 0 && abserr != 0)
    abserr = resasc * min (1, (200 * abserr / resasc) ^ 1.5);
  end
  if (resabs > uflow / (50 * epmach))
    abserr = max ((epmach * 50) * resabs, abserr);
  end
end

function y = mapped (f, t, boun, dinf, sides)
% f at x (t) times dx/dt, for the infinite interval's variable t.
  x = boun + dinf * (1 - t) / t;
  y = f (x);
  if (sides == 2)
    y = y + f (-x);
  end
  y = (y / t) / t;
end
