function [n, nmax, nxfail, nbug, nskip, nrtskip, nregression] = test (name, flag, fid)
% -- test NAME
% -- test NAME quiet|normal|verbose
% -- SUCCESS = test (...)
% -- [N, NMAX, NXFAIL, NBUG, NSKIP, NRTSKIP, NREGRESSION] = test (...)
% -- [CODE, IDX] = test (NAME, "grabdemo")
%     Run the test blocks of the file of NAME: the lines that start with
%     "%!".  A block starts with a keyword and continues on the following
%     "%!" lines:
%
%     %!assert (COND, EXPECTED)    assert (...) passes
%     %!fail (CODE, PATTERN)       fail (...) passes
%     %!test ... CODE              the code runs without an error
%     %!xtest ... CODE             a test known to fail
%     %!error <PATTERN> CODE       the code raises a matching error
%                                  (id=ID checks the identifier)
%     %!warning <PATTERN> CODE     the code issues a matching warning
%     %!shared VAR1, VAR2 ... CODE variables the later blocks share,
%                                  initialized by the code
%     %!testif FEATURE ... CODE    skipped
%     %!demo ... CODE              run by demo, not by test
%
%     Without outputs, failing blocks are printed with their error, then
%     "PASSES N out of NMAX tests"; "verbose" prints every block.  With
%     one output, whether all passed; otherwise the counts: passes,
%     tests, known failures (xtest) and skipped blocks (NBUG, NRTSKIP
%     and NREGRESSION are 0).  FID, a file id or name, receives the log.
%     "grabdemo" returns the demo code as example does.
%     A %!function block defines a function the later blocks can call.
%
%     See also: assert, fail, demo, example, error.

  if (nargin < 1)
    print_usage ();
  end
  if (! ischar (name))
    error ('test: NAME must be a string');
  end
  if (nargin < 2)
    flag = 'normal';
  elseif (! ischar (flag))
    error ('test: second argument must be a string');
  end
  if (strcmp (flag, 'grabdemo'))
    [n, nmax] = demo_code (name);
    return;
  end
  if (! any (strcmp (flag, {'normal', 'quiet', 'verbose'})))
    error ('test: unknown flag ''%s''', flag);
  end
  close_fid = false;
  if (nargin < 3 || isempty (fid))
    fid = stdout;
  elseif (ischar (fid))
    logname = fid;
    fid = fopen (logname, 'wt');
    if (fid < 0)
      error ('test: could not open log file %s', logname);
    end
    close_fid = true;
  end
  [blocks, file] = test_blocks (name);
  if (isempty (file))
    fprintf (fid, '????? %s does not exist in path\n', name);
    if (close_fid)
      fclose (fid);
    end
    n = 0;
    nmax = 0;
    nxfail = 0;
    nbug = 0;
    nskip = 0;
    nrtskip = 0;
    nregression = 0;
    return;
  end
  verbose = strcmp (flag, 'verbose');
  quiet = strcmp (flag, 'quiet') || nargout > 0;
  if (verbose)
    fprintf (fid, '>>>>> %s\n', file);
  end
  % the file's folder is searched while its tests run
  home = fileparts (file);
  added = ! isempty (home) && ! any (strcmp (home, strsplit (path (), pathsep ())));
  if (added)
    addpath (home);
  end
  vars = struct ();
  fdir = '';
  ntests = 0;
  npass = 0;
  nxfail = 0;
  nskip = 0;
  for k = 1:numel (blocks)
    b = blocks(k);
    if (verbose)
      fprintf (fid, '***** %s\n', b.text);
    end
    msg = '';
    switch (b.kind)
      case 'shared'
        [names, init] = shared_names (b.code);
        vars = struct ();
        for j = 1:numel (names)
          vars.(names{j}) = [];
        end
        try
          vars = run_test_code (init, vars);
        catch err
          msg = ['shared variable initialization failed', "\n", err.message];
        end
        if (isempty (msg))
          continue;
        end
      case 'function'
        fdir = define_helper (b.code, fdir);
        continue;
      case {'demo', 'endfunction'}
        continue;
      case 'testif'
        nskip = nskip + 1;
        continue;
      case {'error', 'warning'}
        ntests = ntests + 1;
        msg = check_raises (b.kind, b.code, vars);
      otherwise
        % assert, fail, test, xtest
        ntests = ntests + 1;
        code = b.code;
        if (any (strcmp (b.kind, {'assert', 'fail'})))
          code = b.text;
        end
        try
          vars = run_test_code (code, vars);
        catch err
          msg = err.message;
        end
        if (strcmp (b.kind, 'xtest') && ! isempty (msg))
          nxfail = nxfail + 1;
          continue;
        end
    end
    if (isempty (msg))
      npass = npass + 1;
    elseif (! quiet || verbose)
      if (! verbose)
        fprintf (fid, '***** %s\n', b.text);
      end
      fprintf (fid, '!!!!! test failed\n%s\n', msg);
    end
  end
  if (close_fid)
    fclose (fid);
  end
  if (added)
    rmpath (home);
  end
  if (! isempty (fdir))
    rmpath (fdir);
    confirm_recursive_rmdir (false, 'local');
    rmdir (fdir, 's');
  end
  if (nargout == 0)
    if (ntests == 0 && nxfail == 0 && nskip == 0)
      printf ('????? %s has no tests available\n', file);
      return;
    end
    plural = {'', 's'};
    printf ('PASSES %d out of %d test%s', npass, ntests, plural{1 + (ntests != 1)});
    if (nxfail)
      printf (' (%d known failure%s)', nxfail, plural{1 + (nxfail > 1)});
    end
    printf ('\n');
    if (nskip)
      printf ('Skipped %d test%s due to missing features\n', nskip, plural{1 + (nskip > 1)});
    end
  elseif (nargout == 1)
    n = npass == ntests;
  else
    n = npass;
    nmax = ntests;
    nbug = 0;
    nrtskip = 0;
    nregression = 0;
  end
end

% Write the function of a %!function block (CODE: its text after the
% keyword) to a file in FDIR, a folder on the path made on first use, so
% that the later blocks can call it.
function fdir = define_helper (code, fdir)
  if (isempty (fdir))
    fdir = tempname ();
    mkdir (fdir);
    addpath (fdir);
  end
  name = regexp (code, '(\w+)\s*(\(|$|\n)', 'tokens', 'once');
  fh = fopen (fullfile (fdir, [name{1}, '.m']), 'w');
  fprintf (fh, 'function%s\nend\n', code);
  fclose (fh);
end

% The variable names of a %!shared block and its initialization code.
function [names, init] = shared_names (code)
  nl = find (code == "\n", 1);
  if (isempty (nl))
    nl = numel (code) + 1;
  end
  names = regexp (code(1:nl-1), '[A-Za-z_]\w*', 'match');
  init = code(nl:end);
end

% '' if CODE raises the error (or warning) the block expects, else why not.
function msg = check_raises (kind, code, vars)
  code = strtrim (code);
  pattern = '.';
  id = '';
  tok = regexp (code, '^<([^>]*)>(.*)$', 'tokens', 'once');
  if (! isempty (tok))
    pattern = tok{1};
    code = tok{2};
  else
    tok = regexp (code, '^id=(\S+)(.*)$', 'tokens', 'once');
    if (! isempty (tok))
      id = tok{1};
      code = tok{2};
    end
  end
  msg = '';
  if (strcmp (kind, 'warning'))
    lastwarn ('');
    try
      run_test_code (code, vars);
    catch err
      msg = sprintf ('expected warning <%s> but got error <%s>', pattern, err.message);
      return;
    end
    [got, gotid] = lastwarn ();
    if (isempty (got))
      msg = sprintf ('expected warning <%s> but got none', pattern);
    elseif ((isempty (id) && isempty (regexp (got, pattern, 'once'))) ...
            || (! isempty (id) && ! strcmp (gotid, id)))
      msg = sprintf ('expected warning <%s> but got <%s>', pattern, got);
    end
    return;
  end
  try
    run_test_code (code, vars);
  catch err
    if (! isempty (id) && ! strcmp (err.identifier, id))
      msg = sprintf ('expected <%s> but got <%s>', id, err.identifier);
    elseif (isempty (id) && isempty (regexp (err.message, pattern, 'once')))
      msg = sprintf ('expected error <%s> but got <%s>', pattern, err.message);
    end
    return;
  end
  msg = sprintf ('expected error <%s> but got none', pattern);
end
