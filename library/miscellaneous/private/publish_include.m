function text = publish_include (file, srcdir)
  % The text of FILE, named as it is or relative to the script's folder.
  if (! exist (file, 'file') && exist (fullfile (srcdir, file), 'file'))
    file = fullfile (srcdir, file);
  end
  if (! exist (file, 'file'))
    error ('publish: cannot find the file to include: %s', file);
  end
  text = regexprep (fileread (file), '\n+$', '');
end
