package app.tolk;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
