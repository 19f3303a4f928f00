function tf = isjava (x)
% -- TF = isjava (X)
%     Whether X is a Java object: always false, as matc has no Java.
%
%     See also: isobject, class.

  if (nargin != 1)
    print_usage ();
  end
  tf = false;
end
