function bessel ()
% -- bessel
%     There is no function "bessel": the Bessel functions are besselj,
%     bessely, besseli, besselk and besselh (the Hankel functions), each
%     called as besselX (ALPHA, X, OPT).
%
%     See also: besselj, bessely, besseli, besselk, besselh, airy.

  error ("bessel: you must use besselj, bessely, besseli, besselk, or besselh");
end
