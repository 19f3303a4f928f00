function atexit_order
  % atexit: registered functions run when the program ends, the last
  % registered first; atexit(F, false) takes F's last registration off.
  d = tempname(); mkdir(d); addpath(d);
  for k = 1:3
    fid = fopen(fullfile(d, sprintf('zz_bye%d.m', k)), 'w');
    fprintf(fid, 'function zz_bye%d\n  disp(''bye %d'')\nend\n', k, k);
    fclose(fid);
  end
  % Registered first, so it runs last: it removes the folder.
  fid = fopen(fullfile(d, 'zz_cleanup.m'), 'w');
  fprintf(fid, 'function zz_cleanup\n  confirm_recursive_rmdir(false);\n  rmdir(''%s'', ''s'');\nend\n', d);
  fclose(fid);
  rehash();
  atexit('zz_cleanup');
  atexit('zz_bye1');
  atexit('zz_bye2');
  atexit('zz_bye3');
  atexit('zz_bye2');
  s = atexit('zz_bye3', false)
  s = atexit('nope', false)
  try, atexit(3), catch e, disp(e.message), end
  disp('main done')
end
