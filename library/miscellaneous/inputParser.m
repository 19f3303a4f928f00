% -- P = inputParser ()
%     A parser of a function's arguments: declare them, then parse the
%     arguments given, then read P.Results.
%
%       p = inputParser;
%       p.FunctionName = 'myfun';
%       p.addRequired ('x', @isnumeric);
%       p.addOptional ('n', 5, @(n) n > 0);
%       p.addParameter ('tol', 1e-6);
%       p.addSwitch ('verbose');
%       p.parse (varargin{:});
%       r = p.Results;
%
%     Required arguments come first, then Optional ones (positional, with
%     a default), then name-value Parameters and Switches (a name alone
%     sets it true) in any order.  A validator is a function of the value
%     that returns true, or that raises an error (the mustBe* functions).
%     Properties: CaseSensitive (false), FunctionName (''), KeepUnmatched
%     (false: an unknown name is an error; true: it goes to Unmatched),
%     PartialMatching (only false), StructExpand (true: a scalar struct
%     stands for its fields as name-value pairs).  After parse: Results,
%     Unmatched, UsingDefaults (the names that took their default) and
%     Parameters (every declared name).
%
%     See also: validateattributes, validatestring, nargin, varargin.

classdef inputParser < handle

  properties
    CaseSensitive = false;
    FunctionName = '';
    KeepUnmatched = false;
    PartialMatching = false;
    StructExpand = true;
  end

  properties (SetAccess = protected)
    Parameters = {};
    Results = struct ();
    Unmatched = struct ();
    UsingDefaults = {};
  end

  properties (Access = protected)
    % each a struct array with fields name, def, val
    Req = struct ('name', {}, 'def', {}, 'val', {});
    Opt = struct ('name', {}, 'def', {}, 'val', {});
    Par = struct ('name', {}, 'def', {}, 'val', {});
    Swi = struct ('name', {}, 'def', {}, 'val', {});
  end

  methods

    function set.PartialMatching (this, val)
      if (val)
        error ('inputParser: PartialMatching is not yet implemented');
      end
      this.PartialMatching = val;
    end

    function addRequired (this, name, val)
      if (nargin < 2)
        print_usage ();
      end
      if (nargin < 3)
        val = @(~) true;
      end
      if (numel (this.Opt) || numel (this.Par) || numel (this.Swi))
        error ('inputParser.addRequired: can''t have a Required argument after Optional, Parameter, or Switch');
      end
      this.declare ('Required', name);
      this.Req(end+1) = struct ('name', name, 'def', [], 'val', val);
    end

    function addOptional (this, name, def, val)
      if (nargin < 3)
        print_usage ();
      end
      if (nargin < 4)
        val = @(~) true;
      end
      if (numel (this.Par) || numel (this.Swi))
        error ('inputParser.Optional: can''t have Optional arguments after Parameter or Switch');
      end
      this.declare ('Optional', name);
      this.Opt(end+1) = struct ('name', name, 'def', {def}, 'val', val);
    end

    function addParamValue (this, name, def, val)
      if (nargin < 3)
        print_usage ();
      end
      if (nargin < 4)
        val = @(~) true;
      end
      this.addParameter (name, def, val);
    end

    function addParameter (this, name, def, varargin)
      if (nargin < 3 || nargin > 6)
        print_usage ();
      end
      val = @(~) true;
      if (mod (numel (varargin), 2) == 1)
        val = varargin{1};
      end
      if (numel (varargin) >= 2)
        if (! strcmpi (varargin{end-1}, 'PartialMatchPriority'))
          error ('inputParser.addParameter: unrecognized option');
        end
        validateattributes (varargin{end}, {'numeric'}, {'positive', 'integer'}, ...
                            'inputParser.addParameter', 'PartialMatchPriority');
      end
      this.declare ('Parameter', name);
      this.Par(end+1) = struct ('name', name, 'def', {def}, 'val', val);
    end

    function addSwitch (this, name)
      if (nargin != 2)
        print_usage ();
      end
      this.declare ('Switch', name);
      this.Swi(end+1) = struct ('name', name, 'def', false, 'val', []);
    end

    function parse (this, varargin)
      this.Results = struct ();
      this.Unmatched = struct ();
      this.UsingDefaults = {};
      args = varargin;
      nreq = numel (this.Req);
      if (numel (args) < nreq)
        if (! isempty (this.FunctionName))
          print_usage (this.FunctionName);
        end
        this.fail ('inputParser.parse: not enough input arguments');
      end
      for k = 1:nreq
        this.check (this.Req(k).name, this.Req(k).val, args{k});
      end
      at = nreq;
      % Optional arguments, in order, until one is a parameter name or
      % fails its validator while it could be a name or a struct of them
      k = 0;
      while (at < numel (args) && k < numel (this.Opt))
        in = args{at+1};
        if ((! isempty (this.lookup ('Par', in)) && at + 1 < numel (args)) ...
            || ! isempty (this.lookup ('Swi', in)))
          break;
        end
        opt = this.Opt(k+1);
        try
          ok = opt.val (in);
        catch
          ok = false;
        end
        if (! ok)
          if (ischar (in) || (this.StructExpand && isstruct (in) && isscalar (in)))
            break;
          end
          this.fail (sprintf ('failed validation of %s\nValidation function: %s', ...
                              upper (opt.name), inputParser.handle_text (opt.val)));
        end
        this.Results.(opt.name) = in;
        k = k + 1;
        at = at + 1;
      end
      for j = k+1:numel (this.Opt)
        this.UsingDefaults{end+1} = this.Opt(j).name;
        this.Results.(this.Opt(j).name) = this.Opt(j).def;
      end
      % name-value pairs and switches
      rest = args(at+1:end);
      if (this.StructExpand)
        rest = inputParser.expand_structs (rest);
      end
      i = 1;
      while (i <= numel (rest))
        name = rest{i};
        if (! ischar (name))
          this.fail ('non-string for Parameter name or Switch');
        end
        p = this.lookup ('Par', name);
        s = this.lookup ('Swi', name);
        if (! isempty (p))
          if (i == numel (rest))
            this.fail (sprintf ('no matching value for option ''%s''', upper (name)));
          end
          this.check (this.Par(p).name, this.Par(p).val, rest{i+1});
          i = i + 2;
        elseif (! isempty (s))
          this.Results.(this.Swi(s).name) = true;
          i = i + 1;
        elseif (i < numel (rest) && this.KeepUnmatched)
          this.Unmatched.(name) = rest{i+1};
          i = i + 2;
        else
          this.fail (sprintf ('argument ''%s'' is not a valid parameter', upper (name)));
        end
      end
      % defaults of the parameters and switches not given, by name
      decl = [this.Par, this.Swi];
      [names, order] = sort ({decl.name});
      for j = 1:numel (names)
        if (! isfield (this.Results, names{j}))
          this.UsingDefaults{end+1} = names{j};
          this.Results.(names{j}) = decl(order(j)).def;
        end
      end
    end

    function disp (this)
      if (nargin != 1)
        print_usage ();
      end
      tf = {'false', 'true'};
      printf ('inputParser object with properties:\n\n');
      printf ('   CaseSensitive   : %s\n', tf{1 + any (this.CaseSensitive)});
      printf ('   FunctionName    : %s\n', tf{1 + any (this.FunctionName)});
      printf ('   KeepUnmatched   : %s\n', tf{1 + any (this.KeepUnmatched)});
      printf ('   PartialMatching : %s\n', tf{1 + any (this.PartialMatching)});
      printf ('   StructExpand    : %s\n\n', tf{1 + any (this.StructExpand)});
      printf ('Defined parameters:\n\n   {%s}\n', strjoin (this.Parameters, ', '));
    end

  end

  methods (Access = private)

    % Record a new argument name, refusing a bad or repeated one.
    function declare (this, kind, name)
      if (! isvarname (name))
        error ('inputParser.add%s: NAME is an invalid identifier', kind);
      end
      if (any (strcmpi (this.Parameters, name)))
        error ('inputParser.add%s: argname ''%s'' has already been specified', kind, name);
      end
      this.Parameters{end+1} = name;
    end

    % The index in this.(LIST) of the argument called NAME, or [].
    function k = lookup (this, list, name)
      k = [];
      if (ischar (name) && isrow (name))
        decl = this.(list);
        if (this.CaseSensitive)
          k = find (strcmp (name, {decl.name}), 1);
        else
          k = find (strcmpi (name, {decl.name}), 1);
        end
      end
    end

    % Validate IN with VAL (a predicate, or a function that raises an
    % error) and store it as the result NAME.
    function check (this, name, val, in)
      why = sprintf ('Checked with "%s"', func2str (val));
      try
        ok = val (in);
      catch err
        ok = false;
        why = err.message;
        if (strcmp (err.identifier, 'Octave:invalid-fun-call'))
          % a validator without outputs, such as mustBePositive
          try
            val (in);
            ok = true;
          catch err
            why = err.message;
          end
        end
      end
      if (! ok)
        this.fail (sprintf ('failed validation of %s. %s', upper (name), why));
      end
      this.Results.(name) = in;
    end

    function fail (this, msg)
      if (isempty (this.FunctionName))
        error ('%s', msg);
      end
      error ('%s: %s', this.FunctionName, msg);
    end

  end

  methods (Static, Access = private)

    % A validator as disp shows it: @name or the anonymous function.
    function s = handle_text (f)
      s = func2str (f);
      if (s(1) != '@')
        s = ['@', s];
      end
    end

    % Scalar structs in a list of name-value arguments, replaced by their
    % fields as pairs.
    function out = expand_structs (args)
      out = {};
      for k = 1:numel (args)
        a = args{k};
        if (isstruct (a) && isscalar (a))
          pairs = [fieldnames(a), struct2cell(a)].';
          out = [out, pairs(:).'];
        else
          out{end+1} = a;
        end
      end
    end

  end

end
