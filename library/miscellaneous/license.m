function [val, errmsg] = license (cmd, feature, toggle)
% -- license
% -- license inuse
% -- license inuse FEATURE
% -- TF = license ("test", FEATURE)
% -- TF = license ("test", FEATURE, TOGGLE)
% -- [TF, ERRMSG] = license ("checkout", FEATURE)
%     Without arguments, the license of matc: "MIT OR Apache-2.0" (Octave
%     answers "GNU General Public License" for itself).  The one feature
%     is "octave" (matc runs Octave's language): "inuse" lists it (or
%     returns structures with fields feature and user), "test" and
%     "checkout" say whether FEATURE is it.  TOGGLE, "enable" or
%     "disable", changes nothing.
%
%     See also: ver, version.

  if (nargin == 0)
    val = 'MIT OR Apache-2.0';
    return;
  end
  features = {'octave'};
  switch (lower (cmd))
    case 'inuse'
      if (nargin > 1)
        features = features(strcmp (features, feature));
      end
      if (nargout == 0)
        printf ('%s\n', features{:});
      else
        user = getenv ('USER');
        if (isempty (user))
          user = 'octave_user';
        end
        val = struct ('feature', features, 'user', user);
      end
    case 'test'
      if (nargin < 2)
        print_usage ();
      end
      if (nargin > 2 && ! any (strcmpi (toggle, {'enable', 'disable'})))
        error ('license: TOGGLE must be enable or disable');
      end
      val = any (strcmp (features, feature));
    case 'checkout'
      if (nargin != 2)
        print_usage ();
      end
      val = any (strcmp (features, feature));
      errmsg = '';
      if (! val)
        errmsg = ['No package named "', feature, '" installed'];
      end
    otherwise
      print_usage ();
  end
end
