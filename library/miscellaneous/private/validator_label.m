function label = validator_label (name)
% The name a mustBe* validator's message gives its argument: the caller's
% variable, or "input" for an expression.
  label = name;
  if (isempty (label))
    label = 'input';
  end
end
