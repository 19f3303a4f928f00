function print_options (solver, names, opts)
% The option table that lsode_options () and its kind print: a name and
% a value per line, a vector value under its name.
  printf ('\nOptions for %s include:\n\n', solver);
  printf ('  keyword                                             value\n');
  printf ('  -------                                             -----\n');
  keys = fieldnames (opts);
  for k = 1:numel (names)
    v = opts.(keys{k});
    if (ischar (v))
      printf ('  %-50s  %s\n', names{k}, v);
    elseif (isscalar (v))
      printf ('  %-50s  %g\n', names{k}, v);
    else
      printf ('  %-50s  \n\n', names{k});
      lines = strsplit (disp (v), "\n");
      printf ('  %s\n', lines{1:end-1});
      printf ('\n');
    end
  end
  printf ('\n');
end
