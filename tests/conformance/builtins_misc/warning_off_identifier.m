warning('off', 'demo:quiet');
lastwarn('');
warning('demo:quiet', 'should not be recorded');
[msg, id] = lastwarn()
