function output_file = publish (file, varargin)
% -- publish (FILE)
% -- publish (FILE, OUTPUT_FORMAT)
% -- publish (FILE, OPTION1, VALUE1, ...)
% -- publish (FILE, OPTIONS)
% -- OUTPUT_FILE = publish (FILE, ...)
%
%     Write a report of the script FILE: its sections, their text with
%     Publishing Markup, its code, the output the code prints and the
%     figures it draws.  OUTPUT_FILE is the report's path.
%
%     A section starts with a line "%%" or "##" (or "%%%"), followed by
%     its title; the comment lines right after it are its text, the
%     lines after them its code.  A first section with no code is the
%     report's title (else the script's name) and introduction.  The text may hold *bold*,
%     _italic_ and |monospaced| words, (TM) and (R), <URL> and <URL
%     text> links (<octave:NAME text> links to Octave's manual), $math$
%     and $$displayed math$$, and blocks separated by empty comment
%     lines: "* " bulleted and "# " numbered list items, lines indented
%     by three spaces (code) or two (preformatted text), <<IMAGE>>,
%     <include>FILE</include>, <html>...</html> and <latex>...</latex>.
%
%     Options (a structure, or name/value pairs; OUTPUT_FORMAT alone sets
%     "format"):
%
%     format          "html" (default) or "latex"; "doc", "ppt", "xml"
%                     and "pdf" are not supported
%     outputDir       the report's folder ("html" below the current one)
%     imageFormat     the figures' format: "png" (default) or "svg"
%     useNewFigure    draw into a new, invisible figure (true)
%     evalCode        run the code (true)
%     catchError      report an error and go on (true) or stop
%     codeToEvaluate  code run first, not shown
%     maxOutputLines  the most lines of output shown per section (Inf)
%     showCode        show the code (true)
%
%     "stylesheet", "createThumbnail", "figureSnapMethod", "maxWidth" and
%     "maxHeight" are accepted and have no effect.  The code runs in a
%     workspace of its own; its figures are saved when they are new or
%     have gained objects since the previous section, as NAME-1.png,
%     NAME-2.png, ... beside the report.
%
%     See also: grabcode, evalc, print.

  if (nargin < 1)
    print_usage ();
  end
  if (! ischar (file))
    error ('publish: FILE must be a string');
  end
  if (! exist (file, 'file'))
    % A file on the search path, as Octave finds it; the library's, served
    % from inside matc, are all functions.
    [~, fname] = fileparts (file);
    found = which (fname);
    if (strncmp (found, '<library>', 9))
      error ('publish: only script files can be published');
    elseif (isempty (found) || ! exist (found, 'file'))
      error ('publish: FILE does not exist');
    end
    file = found;
  end
  opts = publish_options (varargin);
  text = fileread (file);
  doc = publish_parse (text);
  if (doc.is_function)
    error ('publish: only script files can be published');
  end
  [~, name] = fileparts (file);
  if (isempty (doc.title))
    doc.title = name;
  end
  if (isempty (opts.outputDir))
    opts.outputDir = fullfile (pwd (), 'html');
  end
  if (! isfolder (opts.outputDir))
    mkdir (opts.outputDir);
  end
  doc = publish_run (doc, opts, name);
  if (strcmp (opts.format, 'html'))
    report = publish_html (doc, opts, text, fileparts (file));
    ext = '.html';
  else
    report = publish_latex (doc, opts, fileparts (file));
    ext = '.tex';
  end
  output_file = fullfile (opts.outputDir, [name, ext]);
  fid = fopen (output_file, 'w');
  if (fid < 0)
    error ('publish: cannot write %s', output_file);
  end
  fputs (fid, report);
  fclose (fid);
end

function opts = publish_options (args)
  opts = struct ('format', 'html', 'outputDir', '', 'imageFormat', '', ...
                 'useNewFigure', true, 'evalCode', true, 'catchError', true, ...
                 'codeToEvaluate', '', 'maxOutputLines', Inf, 'showCode', true);
  ignored = {'stylesheet', 'createThumbnail', 'figureSnapMethod', 'maxWidth', ...
             'maxHeight'};
  if (numel (args) == 1 && ischar (args{1}))
    args = {'format', args{1}};
  elseif (numel (args) == 1 && isstruct (args{1}))
    args = [fieldnames(args{1}), struct2cell(args{1})].';
    args = args(:).';
  elseif (mod (numel (args), 2) != 0 || ! iscellstr (args(1:2:end)))
    error ('publish: invalid arguments');
  end
  names = fieldnames (opts);
  for k = 1:2:numel (args)
    i = find (strcmpi (args{k}, names), 1);
    if (isempty (i))
      if (! any (strcmpi (args{k}, ignored)))
        warning ('publish: unknown option "%s"', args{k});
      end
      continue;
    end
    opts.(names{i}) = args{k + 1};
  end
  opts.format = lower (opts.format);
  switch (opts.format)
    case {'html', 'latex'}
    case {'doc', 'ppt', 'xml', 'pdf'}
      error ('publish: Output format "%s" is not yet supported', opts.format);
    otherwise
      error ('publish: unknown output format "%s"', opts.format);
  end
  if (isempty (opts.imageFormat))
    opts.imageFormat = 'png';
  end
  if (! any (strcmpi (opts.imageFormat, {'png', 'svg'})))
    error ('publish: imageFormat must be "png" or "svg"');
  end
  for f = {'useNewFigure', 'evalCode', 'catchError', 'showCode'}
    v = opts.(f{1});
    if (! (isscalar (v) && (islogical (v) || isnumeric (v))))
      error ('publish: %s must be true or false', f{1});
    end
  end
  if (! ischar (opts.codeToEvaluate))
    error ('publish: codeToEvaluate must be a string');
  end
  if (! (isscalar (opts.maxOutputLines) && opts.maxOutputLines > 0))
    error ('publish: maxOutputLines must be a positive number');
  end
end
