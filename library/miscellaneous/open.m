function output = open (file)
% -- open FILE
% -- OUTPUT = open (FILE)
%
%     Open FILE by its extension:
%
%     .m       in the editor (`edit')
%     .mat     `load' it into the base workspace, or return its variables
%              as a structure when OUTPUT is requested
%     .EXT     with the function openEXT when one exists (a user's
%              `openxyz.m' opens ".xyz" files); its output is returned
%     .mdl .slx .prj .fig .exe   not supported (an error)
%
%     Other files go to the desktop's application for them (xdg-open);
%     a machine without one raises an error.
%
%     See also: edit, load, run.

  if (nargin < 1)
    print_usage ();
  end
  if (! ischar (file))
    error ('open: FILE must be a string');
  end
  if (! exist (file, 'file'))
    error ('open: unable to find file %s', file);
  end
  file = make_absolute_filename (tilde_expand (file));
  [~, fname, ext] = fileparts (file);
  opener = ['open', lower(ext(2:end))];
  if (! isempty (ext) && any (exist (opener) == [2, 3, 5, 103]))
    try
      if (nargout > 0)
        output = feval (opener, file);
      else
        feval (opener, file);
      end
    catch err
      error ('open: %s', err.message);
    end
  elseif (strcmpi (ext, '.m'))
    edit (file);
  elseif (strcmpi (ext, '.mat') || strcmp (fname, 'octave-workspace'))
    if (nargout > 0)
      output = load (file);
    else
      evalin ('base', sprintf ('load (''%s'');', strrep (file, '''', '''''')));
    end
  elseif (any (strcmpi (ext, {'.mdl', '.slx', '.prj', '.fig', '.ofig'})))
    % Figure files would need openfig, which matc does not have.
    error ('open: opening file type ''%s'' is not supported', ext);
  elseif (strcmpi (ext, '.exe'))
    error ('open: executing .exe files is only supported on Windows systems');
  else
    open_with_desktop (file);
  end
end

function open_with_desktop (file)
  program = file_in_path (getenv ('PATH'), 'xdg-open');
  if (isempty (program))
    error ('open: no application to open %s on this machine (xdg-open not found)', file);
  end
  system (sprintf ('"%s" "%s" > /dev/null 2>&1 &', program, file));
end
