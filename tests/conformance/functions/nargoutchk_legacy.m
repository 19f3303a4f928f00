function nargoutchk_legacy
  m = nargoutchk(0, 1, 2)
  size(nargoutchk(0, 1, 1))
  m2 = nargoutchk(2, 3, 1)
  s = nargoutchk(0, 1, 2, 'struct')
  s0 = nargoutchk(0, 1, 1, 'struct')
  error(nargoutchk(0, 1, 1));
  disp('ok')
end
