function k = option_index (who, names, opt)
% The option of NAMES that OPT names (any unambiguous abbreviation, any
% case), as lsode_options, dassl_options and daspk_options match them;
% none is [] after a warning, as Octave gives.
  k = find (strncmpi (names, opt, numel (opt)));
  if (numel (k) > 1)
    k = find (strcmpi (names, opt));
  end
  if (numel (k) != 1)
    warning ('%s: no match for `%s''', who, opt);
    k = [];
  end
end
