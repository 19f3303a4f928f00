function c = OldCircle(r)
  % Derives from OldShape: the parent object is the property OldShape.
  c = class(struct('r', r), 'OldCircle', OldShape('circle'));
end
