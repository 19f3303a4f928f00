function b = saveobj (a)
% -- B = saveobj (A)
%
%     Called by `save' for each object it writes: a class overloads it to
%     turn the object into what is stored.  This default one is for no
%     class and raises an error naming A's class.
%
%     See also: loadobj, save, class.

  error ('saveobj: not defined for class "%s"', class (a));
end
